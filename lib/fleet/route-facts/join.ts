import type { RouteFacts, StopFact, TripFact } from './schema';

export interface JoinedPieces {
  trips: TripFact[];
  stops: StopFact[];
}

/**
 * Trips and stops over consecutive ranges (days, in order), with a trip or stop cut by
 * midnight made one again. Totals are not joined: they stay per day.
 */
export function joinPieces(days: readonly Pick<RouteFacts, 'trips' | 'stops'>[]): JoinedPieces {
  const trips: TripFact[] = [];
  const stops: StopFact[] = [];
  for (const day of days) {
    appendJoined(trips, day.trips, joinTrips);
    appendJoined(stops, day.stops, joinStops);
  }
  return { trips, stops };
}

function appendJoined<T extends { startsBeforeRange: boolean; endsAfterRange: boolean }>(
  into: T[],
  pieces: readonly T[],
  join: (a: T, b: T) => T,
): void {
  const [head, ...rest] = pieces;
  if (!head) return;
  const previous = into.at(-1);
  if (previous?.endsAfterRange && head.startsBeforeRange) into[into.length - 1] = join(previous, head);
  else into.push(head);
  into.push(...rest);
}

function joinTrips(a: TripFact, b: TripFact): TripFact {
  return {
    ...a,
    end: b.end,
    endLat: b.endLat,
    endLon: b.endLon,
    km: a.km + b.km,
    durationMs: b.end - a.start,
    drivingMs: a.drivingMs + b.drivingMs,
    maxSpeedKmh: maxOf(a.maxSpeedKmh, b.maxSpeedKmh),
    endsAfterRange: b.endsAfterRange,
  };
}

function joinStops(a: StopFact, b: StopFact): StopFact {
  return {
    ...a,
    departure: b.departure,
    durationMs: b.departure - a.arrival,
    engineOnMs: a.engineOnMs + b.engineOnMs,
    endsAfterRange: b.endsAfterRange,
  };
}

function maxOf(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}
