import 'server-only';
import type { TimeRange } from '@/lib/fleet/range';
import { dayRange } from '@/lib/store/argentina-days';

/**
 * How long after midnight a day counts as closed. The service may still be receiving the last
 * minutes of a day from a device that was out of coverage; a day is kept only once it is over
 * for good, or its stored copy would miss them forever.
 */
export const CLOSED_MARGIN_MS = 30 * 60_000;

/** How a range divides between the store and the API. */
export interface ClosedDaysPlan {
  /** Closed days, consecutive and in order: answered from the store. */
  days: string[];
  /** The part of the range before the first of them, from the API. */
  before: TimeRange | null;
  /** The part after the last of them, from the API. */
  after: TimeRange | null;
}

/** `days` (consecutive) and what of `range` lies before and after them; with no days, the whole range is the API's. */
export function planAround(range: TimeRange, days: string[]): ClosedDaysPlan {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return { days, before: range, after: null };
  const start = dayRange(first).desde;
  const end = dayRange(last).hasta;
  return {
    days,
    before: range.desde < start ? { desde: range.desde, hasta: start - 1 } : null,
    after: range.hasta > end ? { desde: end + 1, hasta: range.hasta } : null,
  };
}
