import type { Track } from './track';

/** A run of points joined by a line: indices `start` to `end`, both included. */
export interface TrackSegment {
  start: number;
  end: number;
}

/** Splits the route where consecutive points are more than `gapMs` apart in time. */
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

/** True when the data has a hole between point i−1 and point i. */
export function isGapBefore(track: Track, i: number, gapMs: number): boolean {
  return i > 0 && track.time[i]! - track.time[i - 1]! > gapMs;
}
