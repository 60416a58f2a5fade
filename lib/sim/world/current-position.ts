import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { formatApiDateTime } from '@/lib/fleet/time';
import { DAY_MS, MINUTE_MS, dayIndexOf, dayStart } from './clock';
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
const WINDOWS_MS = [2 * MINUTE_MS, 3 * 60 * MINUTE_MS, DAY_MS];
const CONTACT_MS = MINUTE_MS;

interface LatestPoint {
  plan: DayPlan;
  points: PointBuffer;
  i: number;
}

/** The route's latest point at or before t: a few minutes back first, then further. */
export function latestPoint(plans: PlanCache, vehicle: SimVehicle, t: number): LatestPoint | null {
  const today = dayIndexOf(t);
  for (let day = today; day > today - LOOKBACK_DAYS; day--) {
    const net = connectivityOn(vehicle, day);
    const until = Math.min(t, dayStart(day + 1) - 1);
    if (net.outages.some((o) => o.t0 <= dayStart(day) && o.t1 > until)) continue;
    const plan = plans.plan(vehicle, day);
    for (const window of WINDOWS_MS) {
      const points = new PointBuffer();
      appendDayPoints(plan, net, Math.max(plan.start, until - window), until, points);
      if (points.length > 0) return { plan, points, i: points.length - 1 };
      if (until - window <= plan.start) break;
    }
  }
  return null;
}

/** Posicion of fleet-api.md §2 at instant `now`, as the service obtained it at `now`. */
export function currentPosition(plans: PlanCache, vehicle: SimVehicle, now: number): Posicion | null {
  if (!vehicle.hasPosition) return null;
  const latest = latestPoint(plans, vehicle, now);
  if (!latest) return null;
  const { plan, points, i } = latest;
  const t = points.t[i]!;
  const engineOn = points.engine[i] === 1;
  const net = connectivityOn(vehicle, dayIndexOf(now));
  const offline = within(net.outages, now);
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

/** An online device checks in every minute even when it has no new fix. */
function lastContact(vehicle: SimVehicle, fixTime: number, now: number): number {
  const phase = (vehicle.key % 60) * 1000;
  return Math.max(fixTime, Math.floor((now - phase) / CONTACT_MS) * CONTACT_MS + phase);
}

function odometerAt(plan: DayPlan, segmentIndex: number, t: number): number {
  const segment = plan.segments[segmentIndex]!;
  let km = plan.odometerKm + plan.kmBefore[segmentIndex]!;
  if (segment.kind === 'drive') km += driveStateAt(segment, t).km - segment.legs[0]!.km0;
  return Math.round(km * 10) / 10;
}

function nullable(value: number): number | null {
  return value === NONE ? null : value;
}
