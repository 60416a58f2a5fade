import { DateTime, FixedOffsetZone } from 'luxon';

/**
 * Argentina has kept UTC−03:00 without daylight saving since 2009 and the API defines its time
 * as exactly that (docs/fleet-api.md#conventions), so a fixed offset is both correct and independent of the
 * tz database of whichever browser or server runs this.
 */
export const ARGENTINA_ZONE = FixedOffsetZone.instance(-180);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/**
 * Parses `desde`/`hasta` as docs/fleet-api.md#ranges says: with an offset or `Z` the instant is exact;
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
const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const datePrefixes = new Map<number, string>();

/** `yyyy-mm-ddT` of an Argentina day number, from the platform's calendar, remembered. */
function datePrefix(localDay: number): string {
  let prefix = datePrefixes.get(localDay);
  if (prefix === undefined) {
    prefix = new Date(localDay * DAY_MS).toISOString().slice(0, 11);
    if (datePrefixes.size > 4096) datePrefixes.clear();
    datePrefixes.set(localDay, prefix);
  }
  return prefix;
}

/**
 * ISO 8601 in Argentina time with its explicit offset, whole seconds: `2026-11-22T09:56:42-03:00`.
 * The offset is fixed, so the date comes from the platform's calendar once per day and the time
 * of day is plain division; this runs for every point of a route and every event (hundreds of
 * thousands per answer), where Luxon or `toISOString` per call would dominate the time.
 */
export function formatApiDateTime(epochMs: number): string {
  const local = Math.floor(epochMs / 1000) * 1000 + OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  const seconds = (local - day * DAY_MS) / 1000;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${datePrefix(day)}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds % 60]}${OFFSET_TEXT}`;
}

/** The Argentina calendar day (`yyyy-MM-dd`) an instant belongs to. */
export function argentinaDay(epochMs: number): string {
  // The fixed offset again: this runs for every event of a history, where Luxon would dominate.
  return formatApiDateTime(epochMs).slice(0, 10);
}

/** 00:00 Argentina time of the day that contains the instant. */
export function startOfArgentinaDay(epochMs: number): number {
  return DateTime.fromMillis(epochMs, { zone: ARGENTINA_ZONE }).startOf('day').toMillis();
}
