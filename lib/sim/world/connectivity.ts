import { DAY_MS, HOUR_MS, MINUTE_MS, dayStart, wholeSecond } from './time-grid';
import type { Drive } from './drive';
import { unitHash } from './random';
import type { SimVehicle } from './roster';

/**
 * When a device cannot be heard (offline: no points, no contact) or hears no satellites
 * (online, still in contact, but no new fix). Both are formulas of the vehicle and the day,
 * so the same stretches are missing on every run.
 */
export interface Interval {
  t0: number;
  t1: number;
}

export interface Connectivity {
  /** Offline stretches that touch the day (not clipped). */
  outages: Interval[];
  /** Stretches without GPS while still online that touch the day (not clipped). */
  gpsFaults: Interval[];
}

const LONG_CYCLE_DAYS = 40;

export function connectivityOn(vehicle: SimVehicle, day: number): Connectivity {
  const from = dayStart(day);
  const to = from + DAY_MS;
  const outages = outagesAround(vehicle, day).filter((o) => o.t1 > from && o.t0 < to);
  const gpsFaults = [...gpsFaultsFrom(vehicle, day - 1), ...gpsFaultsFrom(vehicle, day)].filter((f) => f.t1 > from && f.t0 < to);
  return { outages, gpsFaults };
}

/**
 * Offline stretches that may touch the day, overlapping ones joined: one silence, one
 * `sin_conexion` and one `equipo_conectado`.
 */
function outagesAround(vehicle: SimVehicle, day: number): Interval[] {
  const all = [...shortOutages(vehicle, day), ...longOutages(vehicle, day)].sort((a, b) => a.t0 - b.t0);
  const joined: Interval[] = [];
  for (const outage of all) {
    const last = joined[joined.length - 1];
    if (last && outage.t0 <= last.t1) last.t1 = Math.max(last.t1, outage.t1);
    else joined.push({ ...outage });
  }
  return joined;
}

/**
 * Now and then a device loses its satellites for hours while it stays online. A loss that starts
 * late runs on past midnight, so each day also sees the one begun the day before: its recovery
 * belongs to the day it happens on (6:00–20:00 plus up to 8 h never reaches a second midnight).
 * A device that goes offline meanwhile cannot tell either change, so such a loss is not drawn.
 */
function gpsFaultsFrom(vehicle: SimVehicle, day: number): Interval[] {
  if (unitHash(vehicle.key, day, 0x6f5) >= 0.015) return [];
  const t0 = wholeSecond(dayStart(day) + (6 + 14 * unitHash(vehicle.key, day, 0x6f6)) * HOUR_MS);
  const fault = { t0, t1: wholeSecond(t0 + (1.5 + 6.5 * unitHash(vehicle.key, day, 0x6f7)) * HOUR_MS) };
  const offline = [...outagesAround(vehicle, day), ...outagesAround(vehicle, day + 1)];
  return offline.some((o) => o.t0 < fault.t1 && o.t1 > fault.t0) ? [] : [fault];
}

/** Now and then a device drops off the network for an hour or a day and a half. */
function shortOutages(vehicle: SimVehicle, day: number): Interval[] {
  const out: Interval[] = [];
  for (let d = day - 2; d <= day; d++) {
    if (unitHash(vehicle.key, d, 0x0ff) >= 0.012) continue;
    const t0 = wholeSecond(dayStart(d) + unitHash(vehicle.key, d, 0x100) * DAY_MS);
    out.push({ t0, t1: wholeSecond(t0 + (1 + 35 * unitHash(vehicle.key, d, 0x101)) * HOUR_MS) });
  }
  return out;
}

/** A few devices go dark for weeks (unplugged, vehicle out of service). */
function longOutages(vehicle: SimVehicle, day: number): Interval[] {
  if (unitHash(vehicle.key, 0xdead) >= 0.025) return [];
  const shifted = day + (vehicle.key % LONG_CYCLE_DAYS);
  const cycle = Math.floor(shifted / LONG_CYCLE_DAYS);
  const out: Interval[] = [];
  for (const c of [cycle - 1, cycle]) {
    const cycleStartDay = c * LONG_CYCLE_DAYS - (vehicle.key % LONG_CYCLE_DAYS);
    const startDay = cycleStartDay + 3 + Math.floor(7 * unitHash(vehicle.key, c, 0xd1));
    const t0 = wholeSecond(dayStart(startDay) + unitHash(vehicle.key, c, 0xd2) * DAY_MS);
    out.push({ t0, t1: wholeSecond(t0 + (5 + 20 * unitHash(vehicle.key, c, 0xd3)) * DAY_MS) });
  }
  return out;
}

/** A few minutes without satellites inside a drive (a tunnel, a city canyon): 15% of drives. */
export function driveGap(vehicle: SimVehicle, drive: Drive): Interval | null {
  const duration = drive.t1 - drive.t0;
  if (duration < 12 * MINUTE_MS || unitHash(vehicle.key, drive.t0 / 1000, 0x9a9) >= 0.15) return null;
  const t0 = wholeSecond(drive.t0 + duration * (0.2 + 0.5 * unitHash(vehicle.key, drive.t0 / 1000, 0x9aa)));
  const length = (2 + 6 * unitHash(vehicle.key, drive.t0 / 1000, 0x9ab)) * MINUTE_MS;
  return { t0, t1: Math.min(wholeSecond(t0 + length), drive.t1 - 60_000) };
}

/** The interval holding t. A plain loop: this runs for every point of every route. */
export function within(intervals: readonly Interval[], t: number): Interval | undefined {
  for (const interval of intervals) if (t >= interval.t0 && t < interval.t1) return interval;
  return undefined;
}
