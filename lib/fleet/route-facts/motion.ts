import { Duration } from 'luxon';
import { IGNITION_OFF, IGNITION_ON, type RouteColumns } from './columns';

/**
 * Points further apart in time than this are not joined: the device said nothing in between,
 * so no time between them counts as driving, idle or engine on. Devices report every few
 * seconds to a minute while moving; ten minutes of silence is a real hole in the data.
 */
export const DATA_GAP_MS = Duration.fromObject({ minutes: 10 }).toMillis();

/** A point is stationary when the engine is off or the speed is 0; unknown is not evidence of either. */
export function isStationary(columns: RouteColumns, i: number): boolean {
  return columns.ignition[i] === IGNITION_OFF || columns.speed[i] === 0;
}

/** Moving needs a known speed above 0 (NaN compares false) and the engine not reported off. */
export function isMoving(columns: RouteColumns, i: number): boolean {
  return columns.speed[i]! > 0 && columns.ignition[i] !== IGNITION_OFF;
}

/** Idle: the engine reported on and a known speed of 0. */
export function isIdle(columns: RouteColumns, i: number): boolean {
  return columns.ignition[i] === IGNITION_ON && columns.speed[i] === 0;
}

/**
 * How long the interval from point i to the next counts, or 0 across a data gap or after the
 * last point: each interval takes the state of the point that starts it.
 */
export function intervalMs(columns: RouteColumns, i: number, gapMs: number): number {
  if (i + 1 >= columns.length) return 0;
  const dt = columns.time[i + 1]! - columns.time[i]!;
  return dt > gapMs ? 0 : dt;
}
