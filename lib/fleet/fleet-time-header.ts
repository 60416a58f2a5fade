/**
 * The header on every `/api` answer (and on page requests, for the server-rendered page) that
 * states the fleet's time when the answer was made: the browser keeps its own offset from it.
 */
export const FLEET_TIME_HEADER = 'x-hora-flota';

const ARGENTINA_OFFSET_MS = -3 * 3_600_000;

/**
 * `2026-03-11T10:30:00.250-03:00`: the API's format with milliseconds, for a precise offset.
 * Argentina keeps UTC−03:00 all year (lib/fleet/time.ts), so shifting the instant is exact and
 * the browser's bundles need no date library for it.
 */
export function formatFleetTime(epochMs: number): string {
  const ms = Math.floor(epochMs);
  const second = Math.floor(ms / 1_000);
  // Every `/api` answer carries it: the date part is formatted once per second, not per answer.
  if (second !== lastSecond) {
    lastSecond = second;
    lastPrefix = new Date(second * 1_000 + ARGENTINA_OFFSET_MS).toISOString().slice(0, 19);
  }
  return `${lastPrefix}.${String(ms - second * 1_000).padStart(3, '0')}-03:00`;
}
let lastSecond = Number.NaN;
let lastPrefix = '';

/**
 * The fleet's time a page request carries (the server sets it on every page request and drops
 * whatever the caller sent); without it, the server's own clock.
 */
export function fleetTimeOf(headers: Headers): number {
  const stated = Date.parse(headers.get(FLEET_TIME_HEADER) ?? '');
  return Number.isFinite(stated) ? stated : Date.now();
}
