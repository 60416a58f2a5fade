import type { Drive } from './drive';
import type { Place } from './places';
import type { SimVehicle } from './roster';

/** Why a vehicle is standing still; events and sensors read it. */
export type StopPurpose = 'noche' | 'cliente' | 'descanso' | 'taller';

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
}

export type Segment = Drive | Stop;

/** What one vehicle does during one Argentina calendar day: stops and drives, back to back. */
export interface DayPlan {
  vehicle: SimVehicle;
  day: number;
  start: number;
  end: number;
  segments: Segment[];
  /** Odometer at 00:00, and km driven before each segment starts. */
  odometerKm: number;
  kmBefore: number[];
  depot: Place;
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
