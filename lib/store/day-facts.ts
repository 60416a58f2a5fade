import 'server-only';
import type { Punto } from '@/lib/fleet/schemas/recorrido';
import {
  buildColumns,
  deriveRouteFacts,
  type DayTotals,
  type RouteFacts,
  ROUTE_FACTS_VERSION,
  type StopFact,
  type TripFact,
} from '@/lib/fleet/route-facts';
import { dayRange } from './argentina-days';

/**
 * The derived facts of a stored vehicle-day (docs/route-facts.md), as `route_day` keeps them:
 * a summary that a report of thousands of vehicle-days reads alone, and the trips and stops.
 */
export interface DaySummary extends DayTotals {
  trips: number;
  stops: number;
  /** The first trip's start (its first point, when it was already moving at 00:00); null without trips. */
  firstStart: number | null;
  /**
   * When the vehicle last came to rest that day: the later of the last stop's arrival and the
   * end of the last trip that ended within the day (a trip ends where a break begins). A trip
   * still going at midnight has not come to rest; null when nothing did.
   */
  lastStop: number | null;
}

export interface DayPieces {
  trips: TripFact[];
  stops: StopFact[];
}

/** What `route_day` holds of the facts: the three `hechos_*` columns. */
export interface StoredFacts {
  hechosVersion: number;
  hechosResumen: string;
  hechosPiezas: string;
}

/** The facts of one Argentina day's points: over [00:00, next 00:00), without events (those are `event_day`'s). */
export function deriveDayFacts(dia: string, puntos: readonly Punto[]): RouteFacts {
  const { desde, hasta } = dayRange(dia);
  return deriveRouteFacts(buildColumns(puntos, desde, hasta + 1), []);
}

export function storedFacts(facts: RouteFacts): StoredFacts {
  const pieces: DayPieces = { trips: facts.trips, stops: facts.stops };
  return { hechosVersion: facts.version, hechosResumen: JSON.stringify(summaryOf(facts)), hechosPiezas: JSON.stringify(pieces) };
}

export function summaryOf(facts: RouteFacts): DaySummary {
  const lastStop = facts.stops.at(-1)?.arrival ?? null;
  const lastTrip = facts.trips.findLast((trip) => !trip.endsAfterRange)?.end ?? null;
  return {
    ...facts.totals,
    trips: facts.trips.length,
    stops: facts.stops.length,
    firstStart: facts.trips[0]?.start ?? null,
    lastStop: lastStop === null ? lastTrip : lastTrip === null ? lastStop : Math.max(lastStop, lastTrip),
  };
}

/** Whether a row's facts are current: derived, and with the definitions in force. */
export function factsCurrent(version: number | null): boolean {
  return version === ROUTE_FACTS_VERSION;
}

/** The stored JSON back: written by `storedFacts` at the current version (checked by the caller), so not parsed again by schema. */
export function readPieces(text: string): DayPieces {
  return JSON.parse(text) as DayPieces;
}
