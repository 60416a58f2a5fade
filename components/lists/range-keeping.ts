import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/** Items a virtual list must keep in the page whatever the scroll: first and last index, both included. */
export type KeptSpan = readonly [first: number, last: number];

/** The indexes to render: the virtualiser's own range, plus every index of each kept span that exists, in order. */
export function rangeKeeping(range: Range, kept: readonly (KeptSpan | null)[]): number[] {
  const shown = new Set(defaultRangeExtractor(range));
  for (const span of kept) {
    if (!span) continue;
    for (let i = Math.max(0, span[0]); i <= Math.min(range.count - 1, span[1]); i++) shown.add(i);
  }
  return [...shown].sort((a, b) => a - b);
}
