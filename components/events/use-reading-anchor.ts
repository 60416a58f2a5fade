'use client';

import type { Range, Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { KeptSpan } from '@/components/lists/range-keeping';

/** The item at the top of the view, and how far into it the view starts. */
type Anchor = { key: string; within: number };
type AnchorRef = RefObject<Anchor | null>;

/*
 * Keeps the item at the top of a virtual list's view where it is when items arrive or leave above
 * it, as someone reading older events expects; scrolled to the very top, newer items show instead.
 * The browser's own scroll anchoring cannot see items the virtualiser has not rendered.
 *
 * The item in view is remembered at each scroll. When the items change, the render that follows
 * also renders the items around the remembered one's new place (`anchorSpan`), and the scroll
 * moves there before paint, so nothing in view leaves the page for a frame.
 */

/** The remembered item, and the items around its new place that the virtualiser must render. */
export function useReadingAnchor(keys: readonly string[]) {
  const anchorRef = useRef<Anchor | null>(null);
  const anchorSpan = useCallback(
    (range: Range): KeptSpan | null => {
      const at = anchorRef.current ? keys.indexOf(anchorRef.current.key) : -1;
      return at < 0 ? null : [at - range.overscan, at + range.endIndex - range.startIndex + range.overscan];
    },
    [keys],
  );
  return { anchorRef, anchorSpan };
}

/** Remembers the item in view at each scroll, and scrolls back to it when the items change. */
export function useKeepReadingAnchor(
  anchorRef: AnchorRef,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  scrollRef: RefObject<HTMLDivElement | null>,
  keys: readonly string[],
) {
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const remember = () => {
      const item = scroller.scrollTop > 0 ? virtualizer.getVirtualItemForOffset(scroller.scrollTop) : undefined;
      anchorRef.current = item ? { key: String(item.key), within: scroller.scrollTop - item.start } : null;
    };
    scroller.addEventListener('scroll', remember, { passive: true });
    return () => scroller.removeEventListener('scroll', remember);
  }, [anchorRef, virtualizer, scrollRef]);

  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const kept = anchorRef.current;
    if (!scroller || !kept) return;
    // Back at the top since (its scroll event not handled yet): newer items show from now on.
    if (scroller.scrollTop === 0) {
      anchorRef.current = null;
      return;
    }
    const start = virtualizer.measurementsCache[keys.indexOf(kept.key)]?.start;
    if (start !== undefined) scroller.scrollTop = start + kept.within;
  }, [anchorRef, virtualizer, scrollRef, keys]);
}
