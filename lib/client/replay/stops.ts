import { type StopRun, findStops } from '@/lib/fleet/route-facts';
import type { Track } from './track';

/** The replay's stops are the reports' stops: one definition, computed on the track's columns. */
export type Stop = StopRun;

export function detectStops(track: Track, minDurationMs: number): Stop[] {
  return findStops(track, minDurationMs);
}
