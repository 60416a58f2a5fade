import type { Origen, Punto, Recorrido } from '@/lib/fleet/schemas/recorrido';

/** `origen` as a small code so a 60,000-point route fits in typed arrays. */
export const ORIGIN_CODES = ['gps', 'red_celular', 'wifi'] as const;
export const UNKNOWN_ORIGIN = ORIGIN_CODES.length;

/** Ignition as a code: the API's `encendido` is true, false or null. */
export const IGNITION_OFF = 0;
export const IGNITION_ON = 1;
export const IGNITION_UNKNOWN = -1;

/**
 * A route as columns. Playback, stops and totals scan these arrays many times per second;
 * typed arrays keep that cheap and avoid touching 60,000 objects on every frame.
 * Unknown speed or heading is NaN.
 */
export interface Track {
  vehiculo: string;
  patente: string | null;
  /** The route's effective range, epoch ms. */
  desde: number;
  hasta: number;
  length: number;
  time: Float64Array;
  lon: Float64Array;
  lat: Float64Array;
  speed: Float32Array;
  heading: Float32Array;
  ignition: Int8Array;
  origen: Uint8Array;
}

export function buildTrack(recorrido: Recorrido): Track {
  const { puntos } = recorrido;
  const n = puntos.length;
  const track: Track = {
    vehiculo: recorrido.vehiculo,
    patente: recorrido.patente,
    desde: Date.parse(recorrido.desde),
    hasta: Date.parse(recorrido.hasta),
    length: n,
    time: new Float64Array(n),
    lon: new Float64Array(n),
    lat: new Float64Array(n),
    speed: new Float32Array(n),
    heading: new Float32Array(n),
    ignition: new Int8Array(n),
    origen: new Uint8Array(n),
  };
  puntos.forEach((p, i) => writePoint(track, i, p));
  return track;
}

function writePoint(track: Track, i: number, p: Punto): void {
  track.time[i] = Date.parse(p.fecha);
  track.lon[i] = p.longitud;
  track.lat[i] = p.latitud;
  track.speed[i] = p.velocidad_kmh ?? Number.NaN;
  track.heading[i] = p.rumbo ?? Number.NaN;
  track.ignition[i] = p.encendido === null ? IGNITION_UNKNOWN : p.encendido ? IGNITION_ON : IGNITION_OFF;
  track.origen[i] = originCode(p.origen);
}

function originCode(origen: Origen | null): number {
  return origen === null ? UNKNOWN_ORIGIN : ORIGIN_CODES.indexOf(origen);
}

export function originAt(track: Track, i: number): Origen | null {
  return ORIGIN_CODES[track.origen[i] ?? UNKNOWN_ORIGIN] ?? null;
}

export function isGps(track: Track, i: number): boolean {
  return track.origen[i] === 0;
}

/** A point is stationary when the engine is off or the speed is 0; unknown is not evidence of either. */
export function isStationary(track: Track, i: number): boolean {
  return track.ignition[i] === IGNITION_OFF || track.speed[i] === 0;
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
