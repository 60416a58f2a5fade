import { isGapBefore } from './gaps';
import { bearingDeg } from './bearing';
import type { Track } from './track';

/** The vehicle at one instant of the route: where it was and which point last reported. */
export interface CursorSample {
  /** Index of the last point at or before the instant (0 before the first point). */
  index: number;
  lon: number;
  lat: number;
  /** Degrees from north, or null when nothing says which way it pointed. */
  heading: number | null;
  /** True inside a data gap: the marker waits at the last known point. */
  inGap: boolean;
}

/** Binary search: the last index whose time is ≤ t, or 0 when t is before the first point. */
export function indexAtOrBefore(times: Float64Array, t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  if (hi < 0 || t < times[0]!) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (times[mid]! <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Time-true position: between two reports the vehicle moves in a straight line at the pace
 * the timestamps give; across a gap it stays where it was last seen rather than gliding
 * along a path nobody recorded.
 */
export function sampleAt(track: Track, t: number, gapMs: number): CursorSample {
  const i = indexAtOrBefore(track.time, t);
  const next = i + 1;
  const t0 = track.time[i]!;
  const lon0 = track.lon[i]!;
  const lat0 = track.lat[i]!;
  if (next >= track.length || t <= t0) return { index: i, lon: lon0, lat: lat0, heading: headingFrom(track, i), inGap: false };
  const t1 = track.time[next]!;
  if (isGapBefore(track, next, gapMs)) return { index: i, lon: lon0, lat: lat0, heading: headingFrom(track, i), inGap: true };
  const f = (t - t0) / (t1 - t0);
  return {
    index: i,
    lon: lon0 + (track.lon[next]! - lon0) * f,
    lat: lat0 + (track.lat[next]! - lat0) * f,
    heading: headingFrom(track, i),
    inGap: false,
  };
}

/** How far ahead to look for a bearing; this runs every frame, so a long parked run must not be scanned. */
const HEADING_LOOKAHEAD = 20;

/** The reported `rumbo`, else the bearing towards the next point that is somewhere else. */
function headingFrom(track: Track, i: number): number | null {
  const rumbo = track.heading[i]!;
  if (!Number.isNaN(rumbo)) return rumbo;
  for (let j = i + 1; j < Math.min(track.length, i + 1 + HEADING_LOOKAHEAD); j++) {
    if (track.lon[j] !== track.lon[i] || track.lat[j] !== track.lat[i]) {
      return bearingDeg(track.lat[i]!, track.lon[i]!, track.lat[j]!, track.lon[j]!);
    }
  }
  return null;
}
