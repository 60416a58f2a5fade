import { IGNITION_ON, type RouteColumns } from './columns';
import { sumKm } from './distance';
import { intervalMs, isIdle, isMoving } from './motion';
import { isNight } from './night';
import type { DayTotals } from './schema';
import type { TripRun } from './trips';

export type MotionTotals = Omit<DayTotals, 'nightKm'>;

/**
 * Totals over the whole range. Each interval between two points takes the state of the point
 * that starts it and counts only when no data gap lies between them; night is decided by the
 * interval's start. Km is every gps leg, parked drift included, as the API's `distancia_km`.
 */
export function measureTotals(columns: RouteColumns, legs: Float64Array, gapMs: number): MotionTotals {
  const totals: MotionTotals = {
    km: sumKm(legs),
    drivingMs: 0,
    idleMs: 0,
    engineOnMs: 0,
    nightDrivingMs: 0,
    maxSpeedKmh: null,
    speedTimesMs: 0,
  };
  for (let i = 0; i < columns.length; i++) addInterval(totals, columns, i, gapMs);
  return totals;
}

function addInterval(totals: MotionTotals, columns: RouteColumns, i: number, gapMs: number): void {
  const speed = columns.speed[i]!;
  if (!Number.isNaN(speed)) totals.maxSpeedKmh = Math.max(totals.maxSpeedKmh ?? 0, speed);
  const dt = intervalMs(columns, i, gapMs);
  if (columns.ignition[i] === IGNITION_ON) totals.engineOnMs += dt;
  if (isIdle(columns, i)) totals.idleMs += dt;
  if (!isMoving(columns, i)) return;
  totals.drivingMs += dt;
  totals.speedTimesMs += speed * dt;
  if (isNight(columns.time[i]!)) totals.nightDrivingMs += dt;
}

/**
 * Km of the trips' legs whose last stretch began at night, as night time goes by the interval's
 * start; parked drift is not night driving.
 */
export function measureNightKm(columns: RouteColumns, legs: Float64Array, trips: readonly TripRun[]): number {
  let km = 0;
  for (const trip of trips) {
    for (let i = Math.max(trip.first, 1); i <= trip.last; i++) if (isNight(columns.time[i - 1]!)) km += legs[i]!;
  }
  return km;
}
