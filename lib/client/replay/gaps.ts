import { haversineKm } from '@/lib/fleet/geo';
import { isStationary } from '@/lib/fleet/route-facts';
import type { Track } from './track';

/** A parked device reports rarely; silence between two stationary reports this close is not a hole. */
const PARKED_RADIUS_KM = 0.1;

/** A run of points joined by a line: indices `start` to `end`, both included. */
export interface TrackSegment {
  start: number;
  end: number;
}

/** Splits the route at every hole in the data (see isGapBefore). */
export function splitAtGaps(track: Track, gapMs: number): TrackSegment[] {
  if (track.length === 0) return [];
  const segments: TrackSegment[] = [];
  let start = 0;
  for (let i = 1; i < track.length; i++) {
    if (isGapBefore(track, i, gapMs)) {
      segments.push({ start, end: i - 1 });
      start = i;
    }
  }
  segments.push({ start, end: track.length - 1 });
  return segments;
}

/**
 * True when the data has a hole between point i−1 and point i: more than `gapMs` of silence,
 * unless the vehicle sat parked in one place on both sides (a parked device's slow heartbeat).
 */
export function isGapBefore(track: Track, i: number, gapMs: number): boolean {
  if (i <= 0 || track.time[i]! - track.time[i - 1]! <= gapMs) return false;
  const parked =
    isStationary(track, i - 1) &&
    isStationary(track, i) &&
    haversineKm(
      { latitud: track.lat[i - 1]!, longitud: track.lon[i - 1]! },
      { latitud: track.lat[i]!, longitud: track.lon[i]! },
    ) <= PARKED_RADIUS_KM;
  return !parked;
}
