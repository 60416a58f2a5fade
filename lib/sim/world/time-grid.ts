import { ARGENTINA_ZONE } from '@/lib/fleet/time';
import { unitHash } from './random';

/**
 * The simulated fleet's time grid. Plans are made per Argentina calendar day, and devices
 * take fixes on a per-vehicle grid of slots so that "the fix at or before t" is a formula,
 * not a search.
 */
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
const OFFSET_MS = ARGENTINA_ZONE.offset(0) * MINUTE_MS;

/** Argentina day number since 1970-01-01 (Argentina), for any instant. */
export function dayIndexOf(t: number): number {
  return Math.floor((t + OFFSET_MS) / DAY_MS);
}

/** 00:00 Argentina time of day number `day`. */
export function dayStart(day: number): number {
  return day * DAY_MS - OFFSET_MS;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (day + 4) % 7;
}

/** Driving devices report every 10 to 30 s: one fix per 20 s slot, 0–10 s into it. */
export const DRIVE_SLOT_MS = 20_000;
const DRIVE_JITTER_S = 10;
/** Parked with the engine off, a device only sends a heartbeat position every 10 minutes. */
export const PARKED_SLOT_MS = 600_000;

export function driveFixTime(vehicleKey: number, slot: number): number {
  return slot * DRIVE_SLOT_MS + Math.floor(unitHash(vehicleKey, slot) * DRIVE_JITTER_S) * 1000;
}

/** The first driving slot whose fix is at or after t. */
export function firstDriveSlot(vehicleKey: number, t: number): number {
  const slot = Math.floor(t / DRIVE_SLOT_MS);
  return driveFixTime(vehicleKey, slot) >= t ? slot : slot + 1;
}

export function parkedPhase(vehicleKey: number): number {
  return (vehicleKey % (PARKED_SLOT_MS / 1000)) * 1000;
}

/** Whole seconds, so a date written at the API's precision reads back as the same instant. */
export function wholeSecond(t: number): number {
  return Math.floor(t / 1000) * 1000;
}
