import type { Origen, Recorrido } from '@/lib/fleet/schemas/recorrido';
import { formatApiDateTime } from '@/lib/fleet/time';
import { type Track, buildTrack } from './track';

/** 2026-11-22 08:00 Argentina time: where the unit tests' routes start. */
export const FIXTURE_START = Date.parse('2026-11-22T08:00:00-03:00');

export interface FixturePoint {
  /** Seconds after FIXTURE_START. */
  s: number;
  lat?: number;
  lon?: number;
  v?: number | null;
  on?: boolean | null;
  o?: Origen | null;
  rumbo?: number | null;
}

/** A route in the API's shape for unit tests; unspecified fields are a moving gps point. */
export function fixtureRecorrido(points: readonly FixturePoint[], rangeSeconds?: number): Recorrido {
  const last = points.at(-1)?.s ?? 0;
  return {
    vehiculo: 'veh_test1',
    patente: 'AB123CD',
    desde: formatApiDateTime(FIXTURE_START),
    hasta: formatApiDateTime(FIXTURE_START + (rangeSeconds ?? last) * 1000),
    distancia_km: 0,
    cantidad_puntos: points.length,
    puntos: points.map((p) => ({
      fecha: formatApiDateTime(FIXTURE_START + p.s * 1000),
      latitud: p.lat ?? -34.6,
      longitud: p.lon ?? -58.4,
      velocidad_kmh: p.v === undefined ? 40 : p.v,
      rumbo: p.rumbo === undefined ? 90 : p.rumbo,
      encendido: p.on === undefined ? true : p.on,
      origen: p.o === undefined ? 'gps' : p.o,
    })),
  };
}

export function fixtureTrack(points: readonly FixturePoint[], rangeSeconds?: number): Track {
  return buildTrack(fixtureRecorrido(points, rangeSeconds));
}
