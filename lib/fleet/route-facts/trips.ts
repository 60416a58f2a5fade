import { IGNITION_OFF, type RouteColumns } from './columns';
import { sumKm } from './distance';
import { intervalMs, isMoving } from './motion';
import type { TripFact } from './schema';
import { type StopRun, stationaryRuns } from './stops';

/** A trip within a route's columns: points first..last, from a departure to an arrival. */
export interface TripRun extends TripFact {
  first: number;
  last: number;
}

/**
 * Trips are what lies between breaks: a break is a stop (stationary for at least the stop
 * threshold, engine on or off) or any stationary run with the engine reported off, however
 * short, since turning the engine off ends a journey. A trip starts at the first point after a
 * break (the stop's departure) and ends at the next break's first point (its arrival).
 */
export function findTrips(columns: RouteColumns, stops: readonly StopRun[], legs: Float64Array, gapMs: number): TripRun[] {
  const trips: TripRun[] = [];
  let start = 0;
  for (const [first, last] of breaks(columns, stops)) {
    if (first > start) trips.push(makeTrip(columns, { first: start, last: first, closed: true }, legs, gapMs));
    start = last + 1;
  }
  if (start < columns.length) trips.push(makeTrip(columns, { first: start, last: columns.length - 1, closed: false }, legs, gapMs));
  return trips;
}

function breaks(columns: RouteColumns, stops: readonly StopRun[]): [number, number][] {
  const isStop = new Set(stops.map((s) => s.first));
  return [...stationaryRuns(columns)].filter(([first, last]) => isStop.has(first) || hasIgnitionOff(columns, first, last));
}

function hasIgnitionOff(columns: RouteColumns, first: number, last: number): boolean {
  for (let i = first; i <= last; i++) if (columns.ignition[i] === IGNITION_OFF) return true;
  return false;
}

interface Span {
  first: number;
  last: number;
  /** Ended by a break inside the range, rather than by the range's end. */
  closed: boolean;
}

function makeTrip(columns: RouteColumns, span: Span, legs: Float64Array, gapMs: number): TripRun {
  const { first, last } = span;
  const start = columns.time[first]!;
  const end = columns.time[last]!;
  return {
    first,
    last,
    start,
    end,
    startLat: columns.lat[first]!,
    startLon: columns.lon[first]!,
    endLat: columns.lat[last]!,
    endLon: columns.lon[last]!,
    km: sumKm(legs, first, last),
    durationMs: end - start,
    ...measureTrip(columns, first, last, gapMs),
    startsBeforeRange: first === 0,
    endsAfterRange: !span.closed,
  };
}

function measureTrip(columns: RouteColumns, first: number, last: number, gapMs: number) {
  let drivingMs = 0;
  let maxSpeedKmh: number | null = null;
  for (let i = first; i <= last; i++) {
    const speed = columns.speed[i]!;
    if (!Number.isNaN(speed)) maxSpeedKmh = Math.max(maxSpeedKmh ?? 0, speed);
    if (i < last && isMoving(columns, i)) drivingMs += intervalMs(columns, i, gapMs);
  }
  return { drivingMs, maxSpeedKmh };
}

/** Mean speed over the trip's whole duration, as a report shows it (km per hour on the road). */
export function tripAverageKmh(trip: TripFact): number | null {
  return trip.durationMs > 0 ? (trip.km * 3_600_000) / trip.durationMs : null;
}
