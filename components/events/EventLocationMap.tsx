'use client';

import { lazy, Suspense, useMemo } from 'react';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { EventMarkerLayer } from '@/components/map/EventMarkerLayer';
import { eventMarker } from './event-marker';

// The live map imports MapLibre up front for its first draw; the events pages fetch it only when an event's map is shown.
const MapView = lazy(() => import('@/components/map/MapView').then((m) => ({ default: m.MapView })));

/** A small map centred on where an event happened, or a note when the device did not say. */
export function EventLocationMap({ evento, className = 'h-56' }: { evento: Evento; className?: string }) {
  const marker = useMemo(() => eventMarker(evento), [evento]);
  if (marker === null) {
    return (
      <p className={`flex items-center justify-center rounded bg-slate-100 p-4 text-center text-sm text-slate-600 ${className}`}>
        El equipo no informó la ubicación de este evento.
      </p>
    );
  }
  return (
    <Suspense fallback={<div role="status" className={`rounded bg-slate-100 ${className}`}>Cargando mapa…</div>}>
      <MapView
        label="Ubicación del evento"
        initialView={{ longitude: marker.longitude, latitude: marker.latitude, zoom: 9 }}
        className={`overflow-hidden rounded ${className}`}
      >
        <EventMarkerLayer marker={marker} zoom={9} />
      </MapView>
    </Suspense>
  );
}
