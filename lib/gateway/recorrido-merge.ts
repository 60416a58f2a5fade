import 'server-only';
import { haversineKm } from '@/lib/fleet/geo';
import type { Punto, Recorrido } from '@/lib/fleet/schemas/recorrido';

/**
 * Joins consecutive ≤ 7-day routes of one vehicle into one: points in time order, a point that
 * two parts share at their boundary kept once, and `distancia_km` added up again over the
 * merged gps points (docs/fleet-api.md#recorrido-and-punto: only they count), so that the stretch across a boundary is counted
 * exactly once. A single part is answered as the service computed it.
 */
export function mergeRecorridos(parts: readonly Recorrido[]): Recorrido {
  const [first, ...rest] = parts;
  if (!first) throw new Error('mergeRecorridos needs at least one part');
  if (rest.length === 0) return first;
  const puntos: Punto[] = [...first.puntos];
  for (const part of rest) {
    for (const punto of part.puntos) {
      const last = puntos.at(-1);
      if (!last || Date.parse(punto.fecha) > Date.parse(last.fecha)) puntos.push(punto);
    }
  }
  return {
    ...first,
    hasta: (rest.at(-1) as Recorrido).hasta,
    distancia_km: gpsDistanceKm(puntos),
    cantidad_puntos: puntos.length,
    puntos,
  };
}

/** Kilometres between consecutive gps points, as the service computes `distancia_km`. */
export function gpsDistanceKm(puntos: readonly Punto[]): number {
  let km = 0;
  let previous: Punto | undefined;
  for (const punto of puntos) {
    if (punto.origen !== 'gps') continue;
    if (previous) km += haversineKm(previous, punto);
    previous = punto;
  }
  return Math.round(km * 1000) / 1000;
}
