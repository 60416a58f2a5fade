import type { Origen, Punto } from '../schemas/recorrido';
import { formatApiDateTime } from '../time';
import { type RouteColumns, buildColumns } from './columns';

/** A point for the unit tests: an Argentina wall time and what differs from a moving gps fix. */
export interface FixturePoint {
  /** `yyyy-MM-ddTHH:mm` Argentina time. */
  at: string;
  lat?: number;
  lon?: number;
  v?: number | null;
  on?: boolean | null;
  o?: Origen | null;
}

export function argentinaMs(at: string): number {
  return Date.parse(`${at}:00-03:00`);
}

/** Columns over [desde, hasta) (Argentina wall times) for the given points. */
export function fixtureColumns(desde: string, hasta: string, points: readonly FixturePoint[]): RouteColumns {
  return buildColumns(points.map(toPunto), argentinaMs(desde), argentinaMs(hasta));
}

function toPunto(p: FixturePoint): Punto {
  return {
    fecha: formatApiDateTime(argentinaMs(p.at)),
    latitud: p.lat ?? -34.6,
    longitud: p.lon ?? -58.4,
    velocidad_kmh: p.v === undefined ? 40 : p.v,
    rumbo: null,
    encendido: p.on === undefined ? true : p.on,
    origen: p.o === undefined ? 'gps' : p.o,
  };
}
