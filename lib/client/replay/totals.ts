import { countEvents, gpsLegsKm, measureTotals } from '@/lib/fleet/route-facts';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { Stop } from './stops';
import type { Track } from './track';

/** The replayed range's totals, from the same definitions as the reports' daily totals. */
export interface RouteTotals {
  distanceKm: number;
  /** Time in motion: intervals that start at a moving point and do not cross a data gap. */
  drivingMs: number;
  /** Engine on and not moving, outside data gaps. */
  idleMs: number;
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
  const motion = measureTotals(track, gpsLegsKm(track), gapMs);
  return {
    distanceKm: motion.km,
    drivingMs: motion.drivingMs,
    idleMs: motion.idleMs,
    stoppedMs: stops.reduce((sum, s) => sum + s.durationMs, 0),
    maxSpeedKmh: motion.maxSpeedKmh,
    averageSpeedKmh: motion.drivingMs > 0 ? motion.speedTimesMs / motion.drivingMs : null,
    stops: stops.length,
    eventsByCategory: new Map(Object.entries(countEvents(eventos).byCategory)),
  };
}
