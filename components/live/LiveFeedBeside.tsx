'use client';

import { useCallback } from 'react';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { useFormats } from '@/lib/client/format/use-formats';
import { eventMarker } from '@/components/events/event-marker';
import { LiveFeedPanel } from '@/components/events/LiveFeedPanel';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { ShownEvent } from './LiveMap';

/* The feed's layout is kept to itself, so a new event does not re-lay out the map beside it. */
const FEED_CLASSES = 'hidden border-l border-slate-200 [contain:content] lg:flex lg:w-80 xl:w-96';

type Props = {
  shownId: string | null;
  onShow: (shown: ShownEvent) => void;
};

/**
 * The live events feed beside the live map; a click hands the event to the map as a marker.
 * Its own module so that the feed, the event catalogue and their validation load after the map.
 */
export function LiveFeedBeside({ shownId, onShow }: Props) {
  const labels = useEventLabels();
  const formats = useFormats();
  const show = useCallback((evento: Evento) => onShow({ id: evento.id, marker: eventMarker(evento, labels, formats) }), [onShow, labels, formats]);
  return <LiveFeedPanel className={FEED_CLASSES} selectedId={shownId} onSelect={show} />;
}
