import type { Evento } from '@/lib/fleet/schemas/evento';
import { sampleAt } from './sample';
import type { Track } from './track';

/** An event with its instant and, when one is known, a place on the map. */
export interface PlacedEvent {
  evento: Evento;
  time: number;
  lon: number | null;
  lat: number | null;
  /** True when the device sent no position and the event sits where the route was at that time. */
  fromRoute: boolean;
}

/** Events in time order; one without coordinates is put on the route at its time, if there is a route. */
export function placeEvents(track: Track, eventos: readonly Evento[], gapMs: number): PlacedEvent[] {
  const placed: PlacedEvent[] = [];
  for (const evento of eventos) {
    const time = Date.parse(evento.fecha);
    if (evento.latitud !== null && evento.longitud !== null) {
      placed.push({ evento, time, lon: evento.longitud, lat: evento.latitud, fromRoute: false });
    } else if (track.length > 0) {
      const at = sampleAt(track, time, gapMs);
      placed.push({ evento, time, lon: at.lon, lat: at.lat, fromRoute: true });
    } else {
      placed.push({ evento, time, lon: null, lat: null, fromRoute: false });
    }
  }
  return placed.sort((a, b) => a.time - b.time);
}
