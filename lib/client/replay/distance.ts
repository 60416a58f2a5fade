import { type LatLon, haversineKm } from '@/lib/fleet/geo';
import { type Track, isGps } from './track';

/**
 * Distance travelled as the API defines `distancia_km`: computed only from points whose
 * `origen` is `gps` (docs/fleet-api.md#recorrido-and-punto). Cell-tower and Wi-Fi fixes can be hundreds of metres
 * off, so they are skipped and the distance runs from one gps fix to the next.
 */
export function gpsDistanceKm(track: Track): number {
  let total = 0;
  let prev = -1;
  for (let i = 0; i < track.length; i++) {
    if (!isGps(track, i)) continue;
    if (prev >= 0) total += haversineKm(pointLatLon(track, prev), pointLatLon(track, i));
    prev = i;
  }
  return total;
}

function pointLatLon(track: Track, i: number): LatLon {
  return { latitud: track.lat[i]!, longitud: track.lon[i]! };
}
