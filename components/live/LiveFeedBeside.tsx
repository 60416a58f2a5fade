'use client';

import { useCallback } from 'react';
import { eventMarker } from '@/components/events/event-marker';
import { LiveFeedPanel } from '@/components/events/LiveFeedPanel';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { ShownEvent } from './LiveMap';

/*
 * The feed holds up to 500 events beside a map that redraws every few seconds: its layout is kept
 * to itself (`contain: content`) and events scrolled out of view are not laid out or painted at
 * all (`content-visibility: auto`), so a new event or a snapshot update does not re-lay out 500 rows.
 */
const FEED_CLASSES = [
  'hidden border-l border-slate-200 lg:flex lg:w-80 xl:w-96',
  '[contain:content] [&_li]:[content-visibility:auto] [&_li]:[contain-intrinsic-size:auto_4.5rem]',
].join(' ');

type Props = {
  shownId: string | null;
  onShow: (shown: ShownEvent) => void;
};

/**
 * The live events feed beside the live map; a click hands the event to the map as a marker.
 * Its own module so that the feed, the event catalogue and their validation load after the map.
 */
export function LiveFeedBeside({ shownId, onShow }: Props) {
  const show = useCallback((evento: Evento) => onShow({ id: evento.id, marker: eventMarker(evento) }), [onShow]);
  return <LiveFeedPanel className={FEED_CLASSES} selectedId={shownId} onSelect={show} />;
}
