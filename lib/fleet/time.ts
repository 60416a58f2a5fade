import { DateTime, FixedOffsetZone } from 'luxon';

/**
 * Argentina has kept UTC−03:00 without daylight saving since 2009 and the API defines its time
 * as exactly that (fleet-api.md §1), so a fixed offset is both correct and independent of the
 * tz database of whichever browser or server runs this.
 */
export const ARGENTINA_ZONE = FixedOffsetZone.instance(-180);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/**
 * Parses `desde`/`hasta` as fleet-api.md §4 says: with an offset or `Z` the instant is exact;
 * a date-time without offset is Argentina time; a date alone is 00:00 of that day in Argentina.
 * Returns epoch milliseconds, or null for anything else (Luxon alone would accept week dates,
 * bare times and other ISO forms the API does not).
 */
export function parseApiDateTime(input: string): number | null {
  if (!DATE_ONLY.test(input) && !DATE_TIME.test(input)) return null;
  const parsed = DateTime.fromISO(input, { zone: ARGENTINA_ZONE, setZone: true });
  return parsed.isValid ? parsed.toMillis() : null;
}

const OFFSET_MS = ARGENTINA_ZONE.offset(0) * 60_000;
const OFFSET_TEXT = ARGENTINA_ZONE.formatOffset(0, 'short');

/**
 * ISO 8601 in Argentina time with its explicit offset, whole seconds: `2026-11-22T09:56:42-03:00`.
 * The offset is fixed, so shifting the instant and printing it as UTC is exact; this runs for
 * every point of a route (tens of thousands per answer), where Luxon would dominate the time.
 */
export function formatApiDateTime(epochMs: number): string {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return `${new Date(wholeSecond + OFFSET_MS).toISOString().slice(0, 19)}${OFFSET_TEXT}`;
}

/** The Argentina calendar day (`yyyy-MM-dd`) an instant belongs to. */
export function argentinaDay(epochMs: number): string {
  return DateTime.fromMillis(epochMs, { zone: ARGENTINA_ZONE }).toISODate() as string;
}

/** 00:00 Argentina time of the day that contains the instant. */
export function startOfArgentinaDay(epochMs: number): number {
  return DateTime.fromMillis(epochMs, { zone: ARGENTINA_ZONE }).startOf('day').toMillis();
}
