import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { formatApiDateTime } from '@/lib/fleet/time';
import { MINUTE_MS, dayIndexOf, dayStart } from './time-grid';
import { connectivityOn, within } from './connectivity';
import { driveStateAt } from './drive';
import { round6 } from './geo';
import { type DayPlan, segmentIndexAt } from './plan';
import type { PlanCache } from './plan-cache';
import { NONE, PointBuffer } from './point-buffer';
import type { SimVehicle } from './roster';
import { cargoTemperature, supplyVoltage } from './sensors';
import { appendDayPoints } from './track';

/** How far back to look for the last point of a device that has been dark for weeks. */
const LOOKBACK_DAYS = 35;
/** How far back the latest point is looked for in the few segments kept around now. */
export const RECENT_LOOKBACK_MS = 15 * MINUTE_MS;
const RECENT_WINDOWS_MS = [2 * MINUTE_MS, RECENT_LOOKBACK_MS];
/** A parked, online device checks in every 5 minutes even without a new fix. */
export const CONTACT_MS = 5 * MINUTE_MS;

export interface LatestPoint {
  plan: DayPlan;
  points: PointBuffer;
  i: number;
}

const scratch = new PointBuffer();

/** The last point in [from, to] of a plan; valid until the next call (it reuses one buffer). */
export function lastPointIn(plan: DayPlan, from: number, to: number): LatestPoint | null {
  scratch.clear();
  appendDayPoints(plan, from, to, scratch);
  return scratch.length > 0 ? { plan, points: scratch, i: scratch.length - 1 } : null;
}

/** The first point in (after, until], or null. */
export function firstPointAfter(plan: DayPlan, after: number, until: number): number | null {
  scratch.clear();
  appendDayPoints(plan, after + 1, until, scratch);
  return scratch.length > 0 ? scratch.t[0]! : null;
}

/**
 * The route's latest point at or before t: in the few segments around now first (what almost
 * every vehicle needs), then day by day backwards for devices that have been silent.
 */
export function latestPoint(plans: PlanCache, vehicle: SimVehicle, t: number, recent: DayPlan | null): LatestPoint | null {
  if (recent) {
    for (const window of RECENT_WINDOWS_MS) {
      const found = lastPointIn(recent, Math.max(recent.start, t - window), t);
      if (found) return found;
    }
  }
  const today = dayIndexOf(t);
  for (let day = today; day > today - LOOKBACK_DAYS; day--) {
    const until = Math.min(t, dayStart(day + 1) - 1);
    // A day spent entirely offline has no points: skip planning it.
    if (connectivityOn(vehicle, day).outages.some((o) => o.t0 <= dayStart(day) && o.t1 > until)) continue;
    const found = lastPointIn(plans.transient(vehicle, day), dayStart(day), until);
    if (found) return found;
  }
  return null;
}

/** Posicion (docs/fleet-api.md#posicion) from the latest point, as the service obtained it at `now`. */
export function positionFrom(latest: LatestPoint, today: DayPlan, now: number): Posicion {
  const { plan, points, i } = latest;
  const { vehicle } = plan;
  const t = points.t[i]!;
  const engineOn = points.engine[i] === 1;
  const offline = within(today.net.outages, now);
  const segmentIndex = segmentIndexAt(plan, t);
  return {
    vehiculo: vehicle.id,
    patente: vehicle.patente,
    fecha: formatApiDateTime(t),
    latitud: round6(points.lat[i]!),
    longitud: round6(points.lon[i]!),
    velocidad_kmh: nullable(points.speed[i]!),
    rumbo: nullable(points.rumbo[i]!),
    encendido: engineOn,
    en_linea: offline === undefined,
    ultima_comunicacion: formatApiDateTime(offline ? Math.max(t, offline.t0) : lastContact(vehicle, t, now)),
    odometro_km: vehicle.hasOdometer ? odometerAt(plan, segmentIndex, t) : null,
    tension_alimentacion_v: supplyVoltage(vehicle, t, engineOn),
    temperatura_c: cargoTemperature(vehicle, plan, segmentIndex, t),
    actualizado: formatApiDateTime(now),
  };
}

export function contactPhase(vehicle: SimVehicle): number {
  return (vehicle.key % (CONTACT_MS / 1000)) * 1000;
}

function lastContact(vehicle: SimVehicle, fixTime: number, now: number): number {
  const phase = contactPhase(vehicle);
  return Math.max(fixTime, Math.floor((now - phase) / CONTACT_MS) * CONTACT_MS + phase);
}

function odometerAt(plan: DayPlan, segmentIndex: number, t: number): number {
  const segment = plan.segments[segmentIndex]!;
  let km = plan.odometerKm + segment.kmBefore;
  if (segment.kind === 'drive') km += driveStateAt(segment, t).km - segment.kmStart;
  return Math.round(km * 10) / 10;
}

function nullable(value: number): number | null {
  return value === NONE ? null : value;
}
