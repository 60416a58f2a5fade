'use client';

import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef } from 'react';
import type { LiveEntry } from '@/lib/client/events/live-event-buffer';
import type { VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { LiveFeedItem } from './LiveFeedItem';
import { NewEventAnnouncer } from './NewEventAnnouncer';
import { rangeKeeping } from '@/components/lists/range-keeping';
import { useKeptFocus } from '@/components/lists/use-kept-focus';
import { useHeldFeed } from './use-held-feed';
import { WaitingEventsButton } from './WaitingEventsButton';

interface Props {
  entries: readonly LiveEntry[];
  directory: VehicleDirectory;
  now: number;
  selectedId: string | null;
  onSelect: (entry: LiveEntry) => void;
}

/** An item of one line of text under its title; items with a description or input detail are taller, and measured. */
const ESTIMATED_ITEM_PX = 61;

/**
 * The feed's items, only those in view (and a few around) in the DOM: its up to 500 events were
 * most of the live page's elements, re-styled and re-laid out with every change beside the map.
 * Newer events show at the top as they arrive, unless someone is using the feed: then it holds
 * still and counts what waits (`useHeldFeed`). The focused event stays in the page wherever the
 * list scrolls (`useKeptFocus`).
 */
export function LiveFeedList({ entries, directory, now, selectedId, onSelect }: Props) {
  const areaRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const held = useHeldFeed(entries, areaRef, scrollRef);
  const shown = held.shown;
  const keys = useMemo(() => shown.map((entry) => entry.evento.id), [shown]);
  const { focusHandlers, focusedSpan } = useKeptFocus(keys, 'data-evento-id');
  const rangeExtractor = useCallback((range: Range) => rangeKeeping(range, [focusedSpan()]), [focusedSpan]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this list itself; nothing here is compiler-memoised.
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ITEM_PX,
    getItemKey: (index) => keys[index]!,
    overscan: 6,
    useFlushSync: false,
    // Items are placed by the virtualiser itself (a transform each): React renders only when the range changes.
    directDomUpdates: true,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();

  return (
    <>
      <NewEventAnnouncer newest={entries[0]} directory={directory} />
      <div ref={areaRef} className="relative flex min-h-0 flex-1 flex-col">
        <WaitingEventsButton waiting={held.waiting} onShow={held.showWaiting} />
        <div
          ref={scrollRef}
          className="min-h-0 flex-1 overflow-y-auto [overflow-anchor:none]"
          onScroll={held.onScroll}
          {...held.focusHandlers}
        >
          <ol ref={virtualizer.containerRef} className="relative" data-testid="lista-en-vivo" data-total={shown.length} {...focusHandlers}>
            {items.map((item) => {
              const entry = shown[item.index]!;
              return (
                <LiveFeedItem
                  key={item.key}
                  ref={virtualizer.measureElement}
                  index={item.index}
                  total={shown.length}
                  entry={entry}
                  vehicle={directory.get(entry.evento.vehiculo)}
                  now={now}
                  selected={entry.evento.id === selectedId}
                  onSelect={onSelect}
                />
              );
            })}
          </ol>
        </div>
      </div>
    </>
  );
}
