import { Duration } from 'luxon';
import { type TimeRange, HISTORY_WINDOW_MS, splitRange } from '@/lib/fleet/range';
import { formatApiDateTime, parseApiDateTime, startOfArgentinaDay } from '@/lib/fleet/time';
import { rangeProblem, type RangeProblem } from '../range-problem';
import { fleetNow } from '@/lib/client/fleet-clock';

const DAY_MS = Duration.fromObject({ days: 1 }).toMillis();

/** The replay's quick ranges; each one's name is in the `Ranges.presets` messages, under its id. */
export const RANGE_PRESETS = ['hoy', 'ayer', 'ultimas_24h', 'ultimos_7_dias'] as const;
export type RangePresetId = (typeof RANGE_PRESETS)[number];

/** Presets follow Argentina's calendar days, whatever the browser's zone (Argentina has no DST). */
export function presetRange(preset: RangePresetId, now: number): TimeRange {
  const today = startOfArgentinaDay(now);
  switch (preset) {
    case 'hoy':
      return { desde: today, hasta: now };
    case 'ayer':
      return { desde: today - DAY_MS, hasta: today };
    case 'ultimas_24h':
      return { desde: now - DAY_MS, hasta: now };
    case 'ultimos_7_dias':
      return { desde: today - 6 * DAY_MS, hasta: now };
  }
}

/**
 * The API's `rango_invalido` rules, checked before any request. Length is not limited: the
 * gateway asks for ranges longer than 7 days in parts.
 */
export function checkReplayRange(range: TimeRange, now: number): ({ ok: true } & TimeRange) | { ok: false; problem: RangeProblem } {
  const problem = rangeProblem(range, now);
  return problem ? { ok: false, problem } : { ok: true, ...range };
}

/** How many ≤ 7-day queries the gateway will make for this range. */
export function countRangeParts(range: TimeRange): number {
  return splitRange(range).length;
}

/** Earliest instant a range may start at, for the date inputs' `min`. */
export function earliestRangeStart(now: number): number {
  return now - HISTORY_WINDOW_MS;
}

/** `<input type="datetime-local">` value for an instant, in Argentina time. */
export function toDateTimeLocal(epochMs: number): string {
  return formatApiDateTime(epochMs).slice(0, 16);
}

/** Reads a `datetime-local` value as Argentina time (no offset means Argentina, as the API says). */
export function fromDateTimeLocal(value: string): number | null {
  return value === '' ? null : parseApiDateTime(value);
}

/** A preset as of this moment, for event handlers. */
export function presetRangeNow(preset: RangePresetId): TimeRange {
  return presetRange(preset, fleetNow());
}
