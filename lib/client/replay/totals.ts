import type { Evento } from '@/lib/fleet/schemas/evento';
import { gpsDistanceKm } from './distance';
import type { Stop } from './stops';
import { IGNITION_OFF, type Track } from './track';

export interface RouteTotals {
  distanceKm: number;
  /** Time in motion: intervals that start at a moving point and do not cross a data gap. */
  drivingMs: number;
  /** Sum of the detected stops. */
  stoppedMs: number;
  maxSpeedKmh: number | null;
  /** Mean speed while moving, weighted by time. */
  averageSpeedKmh: number | null;
  stops: number;
  /** Event count per `categoria` id. */
  eventsByCategory: ReadonlyMap<string, number>;
}

export function computeTotals(
  track: Track,
  stops: readonly Stop[],
  eventos: readonly Evento[],
  gapMs: number,
): RouteTotals {
  const motion = measureMotion(track, gapMs);
  return {
    distanceKm: gpsDistanceKm(track),
    drivingMs: motion.drivingMs,
    stoppedMs: stops.reduce((sum, s) => sum + s.durationMs, 0),
    maxSpeedKmh: motion.maxSpeedKmh,
    averageSpeedKmh: motion.drivingMs > 0 ? motion.speedTimesMs / motion.drivingMs : null,
    stops: stops.length,
    eventsByCategory: countByCategory(eventos),
  };
}

/** Moving needs a known speed above 0 (NaN compares false) and the engine not reported off. */
function isMoving(track: Track, i: number): boolean {
  return track.speed[i]! > 0 && track.ignition[i] !== IGNITION_OFF;
}

function measureMotion(track: Track, gapMs: number) {
  let drivingMs = 0;
  let speedTimesMs = 0;
  let maxSpeedKmh: number | null = null;
  for (let i = 0; i < track.length; i++) {
    const speed = track.speed[i]!;
    if (!Number.isNaN(speed)) maxSpeedKmh = Math.max(maxSpeedKmh ?? 0, speed);
    if (i + 1 === track.length || !isMoving(track, i)) continue;
    const dt = track.time[i + 1]! - track.time[i]!;
    if (dt > gapMs) continue;
    drivingMs += dt;
    speedTimesMs += speed * dt;
  }
  return { drivingMs, speedTimesMs, maxSpeedKmh };
}

function countByCategory(eventos: readonly Evento[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of eventos) counts.set(e.categoria, (counts.get(e.categoria) ?? 0) + 1);
  return counts;
}
