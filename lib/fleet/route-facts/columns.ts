import type { Origen, Punto } from '../schemas/recorrido';

/** `origen` as a small code so a 100,000-point route fits in typed arrays. */
export const ORIGIN_CODES = ['gps', 'red_celular', 'wifi'] as const;
export const UNKNOWN_ORIGIN = ORIGIN_CODES.length;

/** Ignition as a code: the API's `encendido` is true, false or null. */
export const IGNITION_OFF = 0;
export const IGNITION_ON = 1;
export const IGNITION_UNKNOWN = -1;

/**
 * A route's points as columns, the one input of the derived facts. The replay scans these many
 * times per second and the store derives them for every vehicle-day, so both build them once
 * and no fact touches 100,000 objects. Unknown speed is NaN.
 */
export interface RouteColumns {
  /** The range the points were asked for, epoch ms. */
  desde: number;
  hasta: number;
  length: number;
  time: Float64Array;
  lon: Float64Array;
  lat: Float64Array;
  speed: Float32Array;
  ignition: Int8Array;
  origen: Uint8Array;
}

export function buildColumns(puntos: readonly Punto[], desde: number, hasta: number): RouteColumns {
  const n = puntos.length;
  const columns: RouteColumns = {
    desde,
    hasta,
    length: n,
    time: new Float64Array(n),
    lon: new Float64Array(n),
    lat: new Float64Array(n),
    speed: new Float32Array(n),
    ignition: new Int8Array(n),
    origen: new Uint8Array(n),
  };
  puntos.forEach((p, i) => writeColumns(columns, i, p));
  return columns;
}

export function writeColumns(columns: RouteColumns, i: number, p: Punto): void {
  columns.time[i] = Date.parse(p.fecha);
  columns.lon[i] = p.longitud;
  columns.lat[i] = p.latitud;
  columns.speed[i] = p.velocidad_kmh ?? Number.NaN;
  columns.ignition[i] = p.encendido === null ? IGNITION_UNKNOWN : p.encendido ? IGNITION_ON : IGNITION_OFF;
  columns.origen[i] = originCode(p.origen);
}

function originCode(origen: Origen | null): number {
  return origen === null ? UNKNOWN_ORIGIN : ORIGIN_CODES.indexOf(origen);
}

export function isGps(columns: RouteColumns, i: number): boolean {
  return columns.origen[i] === 0;
}
