import { z } from 'zod';

/**
 * The derived facts of one vehicle over one range (a closed Argentina day, when stored).
 * Stored as JSON per vehicle-day: times are epoch ms and durations ms to stay compact, and
 * `version` changes whenever a definition does, so stored days can be derived again.
 */
export const ROUTE_FACTS_VERSION = 1;

const ms = z.number().int();
const km = z.number().nonnegative();
const edges = {
  /** The piece began before the range: the vehicle was already in it at the first point. */
  startsBeforeRange: z.boolean(),
  /** The piece had not ended when the range did. */
  endsAfterRange: z.boolean(),
};

export const stopFactSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  arrival: ms,
  departure: ms,
  durationMs: ms,
  /** Engine-on time during the stop; the rest is engine off or unknown. */
  engineOnMs: ms,
  ...edges,
});

export const tripFactSchema = z.object({
  start: ms,
  end: ms,
  startLat: z.number(),
  startLon: z.number(),
  endLat: z.number(),
  endLon: z.number(),
  km,
  durationMs: ms,
  drivingMs: ms,
  maxSpeedKmh: z.number().nullable(),
  ...edges,
});

export const dayTotalsSchema = z.object({
  km,
  drivingMs: ms,
  idleMs: ms,
  engineOnMs: ms,
  nightDrivingMs: ms,
  nightKm: km,
  maxSpeedKmh: z.number().nullable(),
  /** Sum of speed × time while driving: the time-weighted mean speed is this over drivingMs. */
  speedTimesMs: z.number().nonnegative(),
});

export const eventCountsSchema = z.object({
  byCategory: z.record(z.string(), z.number().int().nonnegative()),
  byType: z.record(z.string(), z.number().int().nonnegative()),
});

export const routeFactsSchema = z.object({
  version: z.literal(ROUTE_FACTS_VERSION),
  desde: ms,
  hasta: ms,
  trips: z.array(tripFactSchema),
  stops: z.array(stopFactSchema),
  totals: dayTotalsSchema,
  events: eventCountsSchema,
});

export type StopFact = z.infer<typeof stopFactSchema>;
export type TripFact = z.infer<typeof tripFactSchema>;
export type DayTotals = z.infer<typeof dayTotalsSchema>;
export type EventCounts = z.infer<typeof eventCountsSchema>;
export type RouteFacts = z.infer<typeof routeFactsSchema>;
