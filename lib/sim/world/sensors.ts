import { MINUTE_MS } from './time-grid';
import type { DayPlan, Stop } from './plan';
import { unitHash } from './random';
import type { SimVehicle } from './roster';

/** Speed as the device reports it: the leg's speed with a little jitter, whole km/h. */
export function reportedSpeed(vehicleKey: number, kmh: number, t: number): number {
  if (kmh === 0) return 0;
  return Math.max(1, Math.round(kmh + (unitHash(vehicleKey, t / 1000, 0x5bd) - 0.5) * 6));
}

/** Battery voltage: charging while the engine runs, resting otherwise; 24 V on heavy trucks. */
export function supplyVoltage(vehicle: SimVehicle, t: number, engineOn: boolean): number | null {
  if (!vehicle.hasVoltage) return null;
  const base = engineOn ? 14.1 : 12.5;
  const jitter = (unitHash(vehicle.key, t / 1000, 0x7a1) - 0.5) * 0.4;
  return Math.round((base + jitter) * (vehicle.volts24 ? 2 : 1) * 10) / 10;
}

/** Frozen (−18 °C) or chilled (4 °C) cargo. */
export function setpoint(vehicle: SimVehicle): number {
  return vehicle.key % 2 === 0 ? -18 : 4;
}

/** Above this the cargo is too warm: 6 °C over the setpoint. */
export function highThreshold(vehicle: SimVehicle): number {
  return setpoint(vehicle) + 6;
}

const RECOVERY_MS = 20 * MINUTE_MS;

export interface Excursion {
  stop: Stop;
  peak: number;
}

/** One delivery in five keeps the doors open long enough to warm the cargo past the threshold. */
export function excursionAt(vehicle: SimVehicle, stop: Stop): Excursion | null {
  if (!vehicle.refrigerated || stop.purpose !== 'customer') return null;
  if (unitHash(vehicle.key, stop.t0 / 1000, 0x7e) >= 0.2) return null;
  return { stop, peak: highThreshold(vehicle) + 1 + 4 * unitHash(vehicle.key, stop.t0 / 1000, 0x7f) };
}

/** Warming while the doors are open, cooling back over 20 minutes. */
export function excursionLift(vehicle: SimVehicle, excursion: Excursion, t: number): number {
  const { stop, peak } = excursion;
  const rise = peak - setpoint(vehicle);
  if (t >= stop.t0 && t < stop.t1) return rise * ((t - stop.t0) / (stop.t1 - stop.t0));
  if (t >= stop.t1 && t < stop.t1 + RECOVERY_MS) return rise * (1 - (t - stop.t1) / RECOVERY_MS);
  return 0;
}

export function cargoTemperature(vehicle: SimVehicle, plan: DayPlan, segmentIndex: number, t: number): number | null {
  if (!vehicle.refrigerated) return null;
  let lift = 0;
  for (let i = Math.max(0, segmentIndex - 2); i <= segmentIndex; i++) {
    const segment = plan.segments[i];
    if (segment?.kind !== 'stop') continue;
    const excursion = excursionAt(vehicle, segment);
    if (excursion) lift = Math.max(lift, excursionLift(vehicle, excursion, t));
  }
  const noise = (unitHash(vehicle.key, t / 1000, 0x7b) - 0.5) * 0.6;
  return Math.round((setpoint(vehicle) + lift + noise) * 10) / 10;
}
