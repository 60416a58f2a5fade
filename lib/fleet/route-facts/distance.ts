import { haversineKm } from '../geo';
import { type RouteColumns, isGps } from './columns';

/**
 * Km of each gps leg, at the index of the point where it ends (0 elsewhere), as the API adds up
 * `distancia_km` (docs/fleet-api.md#recorrido-and-punto): cell-tower and Wi-Fi fixes can be
 * hundreds of metres off, so they are skipped and a leg runs from one gps fix to the next.
 * A leg belongs to the trip (or stop) where it ends, so trips, night and the day share one sum.
 */
export function gpsLegsKm(columns: RouteColumns): Float64Array {
  const legs = new Float64Array(columns.length);
  let prev = -1;
  for (let i = 0; i < columns.length; i++) {
    if (!isGps(columns, i)) continue;
    if (prev >= 0) legs[i] = legKm(columns, prev, i);
    prev = i;
  }
  return legs;
}

function legKm(columns: RouteColumns, a: number, b: number): number {
  return haversineKm(
    { latitud: columns.lat[a]!, longitud: columns.lon[a]! },
    { latitud: columns.lat[b]!, longitud: columns.lon[b]! },
  );
}

export function sumKm(legs: Float64Array, from = 0, to = legs.length - 1): number {
  let total = 0;
  for (let i = from; i <= to; i++) total += legs[i]!;
  return total;
}
