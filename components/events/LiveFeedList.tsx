'use client';

import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef } from 'react';
import type { LiveEntry } from '@/lib/client/events/live-event-buffer';
import type { VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { LiveFeedItem } from './LiveFeedItem';
import { NewEventAnnouncer } from './NewEventAnnouncer';
import { rangeKeeping } from '@/components/lists/range-keeping';
import { useKeptFocus } from '@/components/lists/use-kept-focus';
import { useKeepReadingAnchor, useReadingAnchor } from './use-reading-anchor';

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
 * At the top of the list newer events show as they arrive; scrolled down, reading older ones, the
 * event in view stays where it is while newer ones arrive above it (`useReadingAnchor`; the
 * browser's own scroll anchoring would fight it and is off). The focused event stays in the page
 * wherever the list scrolls (`useKeptFocus`).
 */
export function LiveFeedList({ entries, directory, now, selectedId, onSelect }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => entries.map((entry) => entry.evento.id), [entries]);
  const { anchorRef, anchorSpan } = useReadingAnchor(keys);
  const { focusHandlers, focusedSpan } = useKeptFocus(keys, 'data-evento-id');
  const rangeExtractor = useCallback((range: Range) => rangeKeeping(range, [anchorSpan(range), focusedSpan()]), [anchorSpan, focusedSpan]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this list itself; nothing here is compiler-memoised.
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ITEM_PX,
    getItemKey: (index) => keys[index]!,
    overscan: 6,
    useFlushSync: false,
    // Items are placed by the virtualiser itself (a transform each): React renders only when the range changes.
    directDomUpdates: true,
    rangeExtractor,
  });
  useKeepReadingAnchor(anchorRef, virtualizer, scrollRef, keys);
  const items = virtualizer.getVirtualItems();

  return (
    <>
      <NewEventAnnouncer newest={entries[0]} directory={directory} />
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto [overflow-anchor:none]">
        <ol ref={virtualizer.containerRef} className="relative" data-testid="lista-en-vivo" data-total={entries.length} {...focusHandlers}>
          {items.map((item) => {
            const entry = entries[item.index]!;
            return (
              <LiveFeedItem
                key={item.key}
                ref={virtualizer.measureElement}
                index={item.index}
                total={entries.length}
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
    </>
  );
}
