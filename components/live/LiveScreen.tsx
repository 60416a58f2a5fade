'use client';

import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { eventMarker } from '@/components/events/event-marker';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { LiveMap, type ShownEvent } from './LiveMap';

// The feed is not needed to draw the fleet: it loads beside the map rather than before it.
const LiveFeedPanel = lazy(() => import('@/components/events/LiveFeedPanel').then((m) => ({ default: m.LiveFeedPanel })));

/** The home page: the live map and, beside it, the live events feed whose clicks show an event on the map. */
export function LiveScreen({ refreshOverrideMs }: { refreshOverrideMs: number | null }) {
  const [evento, setEvento] = useState<Evento | null>(null);
  const shown = useMemo<ShownEvent | null>(() => evento && { id: evento.id, marker: eventMarker(evento) }, [evento]);
  const close = useCallback(() => setEvento(null), []);
  return (
    <>
      <Suspense>
        <LiveMap refreshOverrideMs={refreshOverrideMs} shownEvent={shown} onEventClose={close} />
      </Suspense>
      <Suspense>
        <LiveFeedPanel className="hidden border-l border-slate-200 lg:flex lg:w-80 xl:w-96" selectedId={evento?.id ?? null} onSelect={setEvento} />
      </Suspense>
    </>
  );
}
