'use client';

import { useMemo } from 'react';
import { MapView } from '@/components/map/MapView';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { EventMarkerLayer } from '@/components/map/EventMarkerLayer';
import { eventMarker } from './event-marker';

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
    <MapView
      label="Ubicación del evento"
      initialView={{ longitude: marker.longitude, latitude: marker.latitude, zoom: 9 }}
      className={`overflow-hidden rounded ${className}`}
    >
      <EventMarkerLayer marker={marker} zoom={9} />
    </MapView>
  );
}
