import { IGNITION_ON, type RouteColumns } from './columns';
import { isStationary } from './motion';
import type { StopFact } from './schema';

/**
 * A stop within a route's columns. Stops are runs of stationary points lasting at least the
 * threshold, from arrival (first stationary point) to departure (the next point that moves, or
 * the range's end when none does).
 */
export interface StopRun extends StopFact {
  /** Index of the first stationary point and of the last one. */
  first: number;
  last: number;
}

/** Five minutes tells a stop from traffic lights and queues; the replay lets the user pick another. */
export const DEFAULT_STOP_MS = 5 * 60_000;

export function findStops(columns: RouteColumns, minDurationMs = DEFAULT_STOP_MS): StopRun[] {
  const stops: StopRun[] = [];
  for (const [first, last] of stationaryRuns(columns)) {
    const stop = makeStop(columns, first, last);
    if (stop.durationMs >= minDurationMs) stops.push(stop);
  }
  return stops;
}

/** Runs [first, last] of consecutive stationary points. */
export function* stationaryRuns(columns: RouteColumns): Generator<[number, number]> {
  let i = 0;
  while (i < columns.length) {
    if (!isStationary(columns, i)) {
      i++;
      continue;
    }
    let last = i;
    while (last + 1 < columns.length && isStationary(columns, last + 1)) last++;
    yield [i, last];
    i = last + 1;
  }
}

function makeStop(columns: RouteColumns, first: number, last: number): StopRun {
  const endsAfterRange = last === columns.length - 1;
  const arrival = columns.time[first]!;
  const departure = endsAfterRange ? Math.max(columns.time[last]!, columns.hasta) : columns.time[last + 1]!;
  return {
    first,
    last,
    arrival,
    departure,
    durationMs: departure - arrival,
    engineOnMs: engineOnWithin(columns, first, last, departure),
    lon: columns.lon[first]!,
    lat: columns.lat[first]!,
    startsBeforeRange: first === 0,
    endsAfterRange,
  };
}

/** Each point's ignition holds until the next point (or the departure), as drivers leave it. */
function engineOnWithin(columns: RouteColumns, first: number, last: number, departure: number): number {
  let on = 0;
  for (let i = first; i <= last; i++) {
    const until = i === last ? departure : columns.time[i + 1]!;
    if (columns.ignition[i] === IGNITION_ON) on += until - columns.time[i]!;
  }
  return on;
}
