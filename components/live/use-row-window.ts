'use client';

import { useCallback, useEffect, useState } from 'react';
import { scrollTopToShow, visibleRows } from '@/lib/client/row-window';

/**
 * Windowing for a scroll box whose rows all have one height: only the rows in view (and
 * `overscan` more each side) are rendered, so 20,000 vehicles scroll like 20. Rows of one height
 * need no measuring, so this is a few lines of arithmetic (`row-window.ts`) instead of a general
 * virtualiser: TanStack Virtual weighs 10 KB gzip in the map page's first load, whose budget is
 * 450 KB with MapLibre's 290 KB in it.
 *
 * `attach` is the scroll box's ref (a callback: the box may appear after the first render).
 */
export function useRowWindow(count: number, rowHeight: number, overscan: number) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 0 });

  useEffect(() => {
    if (!box) return;
    const read = () =>
      setView((v) => (v.top === box.scrollTop && v.height === box.clientHeight ? v : { top: box.scrollTop, height: box.clientHeight }));
    read();
    box.addEventListener('scroll', read, { passive: true });
    const resize = new ResizeObserver(read);
    resize.observe(box);
    return () => {
      box.removeEventListener('scroll', read);
      resize.disconnect();
    };
  }, [box]);

  /** Scrolls as little as needed to show row `index` whole. */
  const scrollToIndex = useCallback(
    (index: number) => {
      const top = box && scrollTopToShow(index, rowHeight, box.scrollTop, box.clientHeight);
      if (box && top !== null) box.scrollTo({ top });
    },
    [box, rowHeight],
  );

  const { start, end } = visibleRows(view.top, view.height, rowHeight, count, overscan);
  return { attach: setBox, start, end, totalHeight: count * rowHeight, viewportHeight: view.height, scrollToIndex };
}
