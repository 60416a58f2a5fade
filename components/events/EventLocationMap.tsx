'use client';

import { MapView } from '@/components/map/MapView';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { EventMarkerLayer } from './EventMarkerLayer';

/** A small map centred on where an event happened, or a note when the device did not say. */
export function EventLocationMap({ evento, className = 'h-56' }: { evento: Evento; className?: string }) {
  if (evento.latitud === null || evento.longitud === null) {
    return (
      <p className={`flex items-center justify-center rounded bg-slate-100 p-4 text-center text-sm text-slate-600 ${className}`}>
        El equipo no informó la ubicación de este evento.
      </p>
    );
  }
  return (
    <MapView
      label="Ubicación del evento"
      initialView={{ longitude: evento.longitud, latitude: evento.latitud, zoom: 9 }}
      className={`overflow-hidden rounded ${className}`}
    >
      <EventMarkerLayer evento={evento} zoom={9} />
    </MapView>
  );
}
