'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useMemo } from 'react';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { useFormats } from '@/lib/client/format/use-formats';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { EventMarkerLayer } from '@/components/map/EventMarkerLayer';
import { eventMarker } from './event-marker';

// The live map imports MapLibre up front for its first draw; the events pages fetch it only when an event's map is shown.
const MapView = lazy(() => import('@/components/map/MapView').then((m) => ({ default: m.MapView })));

/** A small map centred on where an event happened, or a note when the device did not say. */
export function EventLocationMap({ evento, className = 'h-56' }: { evento: Evento; className?: string }) {
  const t = useTranslations('Event');
  const labels = useEventLabels();
  const formats = useFormats();
  const marker = useMemo(() => eventMarker(evento, labels, formats), [evento, labels, formats]);
  if (marker === null) {
    return (
      <p className={`flex items-center justify-center rounded bg-slate-100 p-4 text-center text-sm text-slate-600 ${className}`}>
        {t('noPlace')}
      </p>
    );
  }
  return (
    <Suspense fallback={<div role="status" className={`rounded bg-slate-100 ${className}`}>{t('mapLoading')}</div>}>
      <MapView
        label={t('mapLabel')}
        initialView={{ longitude: marker.longitude, latitude: marker.latitude, zoom: 9 }}
        className={`overflow-hidden rounded ${className}`}
      >
        <EventMarkerLayer marker={marker} zoom={9} />
      </MapView>
    </Suspense>
  );
}
