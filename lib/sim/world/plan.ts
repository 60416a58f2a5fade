import type { Connectivity } from './connectivity';
import type { Drive } from './drive';
import type { SimVehicle } from './roster';

/** Why a vehicle is standing still; events and sensors read it. */
export type StopPurpose = 'offDuty' | 'customer' | 'lunch' | 'rest' | 'workshop';

export interface Stop {
  kind: 'stop';
  t0: number;
  t1: number;
  lat: number;
  lon: number;
  engineOn: boolean;
  purpose: StopPurpose;
  /** Depot stops are geofenced: entering and leaving them are events. */
  atDepot: boolean;
  /** The drive before it already wrote the point at the instant the vehicle stopped. */
  afterDrive: boolean;
  kmBefore: number;
}

export type Segment = Drive | Stop;

/**
 * What one vehicle does during one Argentina calendar day: stops and drives, back to back. The
 * first segment may have begun the day before and the last may end the day after (night work
 * runs across midnight); only what lies within [start, end) belongs to this day.
 */
export interface DayPlan {
  vehicle: SimVehicle;
  day: number;
  start: number;
  end: number;
  segments: Segment[];
  /** Odometer at 00:00. */
  odometerKm: number;
  net: Connectivity;
}

/**
 * The same day seen through a window: only the segments that overlap [from, to], and of a
 * drive only the legs that overlap [pointsFrom, to] (each segment carries what it needs of its
 * neighbours). Positions keep this, not the whole day, for every vehicle of the fleet; it
 * answers no point outside [pointsFrom, to], and its segments from `from` serve what reads the
 * stops before a point (the cargo's temperature).
 */
export function trimPlan(plan: DayPlan, from: number, to: number, pointsFrom = from): DayPlan {
  const end = Math.min(plan.end, to);
  const start = Math.max(plan.start, pointsFrom);
  const segments = plan.segments
    .slice(segmentIndexAt(plan, Math.max(plan.start, from)), segmentIndexAt(plan, end) + 1)
    .map((segment) => (segment.kind === 'drive' ? { ...segment, legs: segment.legs.within(start, end) } : segment));
  return { ...plan, segments, start, end };
}

/** The segment that holds instant t (the last one for t at the day's end). */
export function segmentIndexAt(plan: DayPlan, t: number): number {
  const { segments } = plan;
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid]!.t0 <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
