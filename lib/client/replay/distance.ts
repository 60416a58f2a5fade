import { gpsLegsKm, sumKm } from '@/lib/fleet/route-facts';
import type { Track } from './track';

/** Distance travelled as the API defines `distancia_km` and the reports count it: gps legs only. */
export function gpsDistanceKm(track: Track): number {
  return sumKm(gpsLegsKm(track));
}
