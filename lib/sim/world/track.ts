import { PARKED_SLOT_MS, driveFixTime, firstDriveSlot, parkedPhase } from './time-grid';
import { driveGap, within } from './connectivity';
import { type Drive, driveStateAt } from './drive';
import { offsetKm } from './geo';
import type { DayPlan, Stop } from './plan';
import { CELL, GPS, NONE, NO_ORIGIN, PointBuffer, WIFI } from './point-buffer';
import { unitHash } from './random';
import { reportedSpeed } from './sensors';

/**
 * The points a device reported during [from, to] of one planned day: a fix every 10–30 s
 * while the engine runs, a heartbeat every 10 min while parked, nothing while offline or
 * without satellites, and rough cell-tower or wifi fixes inside a short GPS gap.
 */
export function appendDayPoints(plan: DayPlan, from: number, to: number, out: PointBuffer): void {
  const lo = Math.max(from, plan.start);
  const hi = Math.min(to, plan.end - 1);
  if (lo > hi) return;
  const { outages, gpsFaults } = plan.net;
  const silent = (t: number) => within(outages, t) !== undefined || within(gpsFaults, t) !== undefined;
  for (const segment of plan.segments) {
    if (segment.t1 < lo || segment.t0 > hi) continue;
    if (segment.kind === 'drive') appendDrive(plan, segment, lo, hi, silent, out);
    else appendStop(plan, segment, lo, hi, silent, out);
  }
}

type Silent = (t: number) => boolean;

function appendDrive(plan: DayPlan, drive: Drive, lo: number, hi: number, silent: Silent, out: PointBuffer): void {
  const { vehicle } = plan;
  const key = vehicle.key;
  const gap = driveGap(vehicle, drive);
  if (drive.t0 >= lo && drive.t0 <= hi && !silent(drive.t0)) {
    const s = driveStateAt(drive, drive.t0);
    out.push(drive.t0, s.lat, s.lon, 0, s.rumbo, 1, GPS);
  }
  for (let slot = firstDriveSlot(key, Math.max(lo, drive.t0 + 1)); ; slot++) {
    const t = driveFixTime(key, slot);
    if (t >= drive.t1 || t > hi) break;
    if (silent(t)) continue;
    const s = driveStateAt(drive, t);
    if (gap && t >= gap.t0 && t < gap.t1) {
      if (slot % 3 === 0) pushApproximate(key, t, s.lat, s.lon, approximateOrigin(key, t, s.limit === 60), 1, out);
      continue;
    }
    out.push(t, s.lat, s.lon, reportedSpeed(key, s.kmh, t), s.rumbo, 1, GPS);
  }
  if (drive.t1 >= lo && drive.t1 <= hi && !silent(drive.t1)) {
    const s = driveStateAt(drive, drive.t1);
    out.push(drive.t1, s.lat, s.lon, 0, s.rumbo, drive.engineOnAtEnd ? 1 : 0, GPS);
  }
}

/** Without satellites the device still locates itself roughly: by cell towers, or by wifi in town. */
function approximateOrigin(key: number, t: number, inTown: boolean): number {
  return inTown && unitHash(key, t / 1000, 0xa1) < 0.4 ? WIFI : CELL;
}

function pushApproximate(key: number, t: number, lat: number, lon: number, origin: number, engine: 0 | 1, out: PointBuffer): void {
  const wifi = origin === WIFI;
  const km = wifi ? 0.02 + 0.06 * unitHash(key, t / 1000, 0xa2) : 0.3 + 0.9 * unitHash(key, t / 1000, 0xa2);
  const angle = 2 * Math.PI * unitHash(key, t / 1000, 0xa3);
  const [la, lo] = offsetKm(lat, lon, km * Math.cos(angle), km * Math.sin(angle));
  out.push(t, la, lo, NONE, NONE, engine, origin);
}

function appendStop(plan: DayPlan, stop: Stop, lo: number, hi: number, silent: Silent, out: PointBuffer): void {
  const { vehicle } = plan;
  const key = vehicle.key;
  const first = Math.max(lo, stop.afterDrive ? stop.t0 + 1 : stop.t0);
  const last = Math.min(hi, stop.t1 - 1);
  if (stop.engineOn) {
    for (let slot = firstDriveSlot(key, first); ; slot++) {
      const t = driveFixTime(key, slot);
      if (t > last) break;
      if (!silent(t)) out.push(t, stop.lat, stop.lon, 0, NONE, 1, GPS);
    }
    return;
  }
  const phase = parkedPhase(key);
  for (let t = Math.ceil((first - phase) / PARKED_SLOT_MS) * PARKED_SLOT_MS + phase; t <= last; t += PARKED_SLOT_MS) {
    if (silent(t)) continue;
    // Indoors at the depot the device often falls back to the building's wifi.
    if (stop.atDepot && unitHash(key, t / 1000, 0xa4) < 0.08) {
      pushApproximate(key, t, stop.lat, stop.lon, WIFI, 0, out);
      continue;
    }
    // Simpler devices send their parked heartbeat as a bare status, without origin or speed.
    const full = vehicle.reportsOrigin;
    out.push(t, stop.lat, stop.lon, full ? 0 : NONE, NONE, 0, full ? GPS : NO_ORIGIN);
  }
}
