/**
 * The arithmetic of a list whose rows all have one height, drawn as a window over its scroll box:
 * which rows to render, and where to scroll to bring one into view.
 */

/** The rows `[start, end)` to render at a scroll position, with `overscan` more on each side. */
export function visibleRows(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan: number,
): { start: number; end: number } {
  const first = Math.floor(scrollTop / rowHeight);
  const last = Math.ceil((scrollTop + viewportHeight) / rowHeight);
  return { start: Math.max(0, Math.min(count, first - overscan)), end: Math.max(0, Math.min(count, last + overscan)) };
}

/** The scroll position that shows row `index` whole, moving as little as possible; null when it already shows. */
export function scrollTopToShow(index: number, rowHeight: number, scrollTop: number, viewportHeight: number): number | null {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return null;
}
