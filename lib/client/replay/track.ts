import {
  buildColumns,
  IGNITION_UNKNOWN,
  IGNITION_ON,
  ORIGIN_CODES,
  type RouteColumns,
  UNKNOWN_ORIGIN,
} from '@/lib/fleet/route-facts';
import type { Origen, Punto, Recorrido } from '@/lib/fleet/schemas/recorrido';

/**
 * A route as columns: the derived facts' columns (stops, trips, totals are the reports' own
 * definitions, computed on the same arrays) plus what only the replay draws. Playback scans
 * these many times per second; typed arrays avoid touching 60,000 objects on every frame.
 * Unknown speed or heading is NaN.
 */
export interface Track extends RouteColumns {
  vehiculo: string;
  patente: string | null;
  heading: Float32Array;
}

export function buildTrack(recorrido: Recorrido): Track {
  const { puntos } = recorrido;
  const columns = buildColumns(puntos, Date.parse(recorrido.desde), Date.parse(recorrido.hasta));
  const heading = Float32Array.from(puntos, (p) => p.rumbo ?? Number.NaN);
  return { ...columns, vehiculo: recorrido.vehiculo, patente: recorrido.patente, heading };
}

export function originAt(track: Track, i: number): Origen | null {
  return ORIGIN_CODES[track.origen[i] ?? UNKNOWN_ORIGIN] ?? null;
}

export function ignitionAt(track: Track, i: number): boolean | null {
  const code = track.ignition[i];
  return code === IGNITION_UNKNOWN || code === undefined ? null : code === IGNITION_ON;
}

/** Speed in km/h or null, as the API gave it. */
export function speedAt(track: Track, i: number): number | null {
  const v = track.speed[i];
  return v === undefined || Number.isNaN(v) ? null : v;
}

export function headingAt(track: Track, i: number): number | null {
  const h = track.heading[i];
  return h === undefined || Number.isNaN(h) ? null : h;
}

/** The point at index i back in the API's shape; exports are built from this. */
export function pointAt(track: Track, i: number): Omit<Punto, 'fecha'> & { time: number } {
  return {
    time: track.time[i] ?? Number.NaN,
    latitud: track.lat[i] ?? Number.NaN,
    longitud: track.lon[i] ?? Number.NaN,
    velocidad_kmh: speedAt(track, i),
    rumbo: headingAt(track, i),
    encendido: ignitionAt(track, i),
    origen: originAt(track, i),
  };
}
