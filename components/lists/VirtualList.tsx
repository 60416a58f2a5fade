'use client';

import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { rangeKeeping } from './range-keeping';
import { useKeptFocus } from './use-kept-focus';

type Props<T> = {
  items: readonly T[];
  /** A stable function (not a new one per render): its result keys the item in the page. */
  itemKey: (item: T) => string;
  /** The usual item's height in pixels; items are measured once in the page. */
  estimatedSize: number;
  renderItem: (item: T, index: number) => ReactNode;
  /** The scroll box's sizing, e.g. `max-h-64`. */
  className: string;
};

/**
 * An ordered list of any length whose items hold controls (buttons, links), virtualised by TanStack
 * Virtual: only the items in view (and a few around) are in the page, each measured, each saying
 * its place among all (`aria-posinset` of `aria-setsize`); the item that holds the keyboard focus
 * stays in the page however far the list scrolls, so Tab goes on from it.
 */
export function VirtualList<T>({ items, itemKey, estimatedSize, renderItem, className }: Props<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => items.map(itemKey), [items, itemKey]);
  const { focusHandlers, focusedSpan } = useKeptFocus(keys, 'data-key');
  const rangeExtractor = useCallback((range: Range) => rangeKeeping(range, [focusedSpan()]), [focusedSpan]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this list itself; nothing here is compiler-memoised.
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedSize,
    getItemKey: (index) => keys[index]!,
    overscan: 6,
    useFlushSync: false,
    rangeExtractor,
  });

  return (
    <div ref={scrollRef} className={`overflow-y-auto ${className}`}>
      <ol className="relative" style={{ height: virtualizer.getTotalSize() }} {...focusHandlers}>
        {virtualizer.getVirtualItems().map(({ index, key, start }) => (
          <li
            key={key}
            ref={virtualizer.measureElement}
            data-index={index}
            data-key={key}
            aria-posinset={index + 1}
            aria-setsize={items.length}
            className="absolute inset-x-0 top-0 pb-1"
            style={{ transform: `translateY(${start}px)` }}
          >
            {renderItem(items[index]!, index)}
          </li>
        ))}
      </ol>
    </div>
  );
}
