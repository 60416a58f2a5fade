import 'server-only';
import { dayNumber } from '@/lib/fleet/calendar-days';
import type { TimeRange } from '@/lib/fleet/range';

export { checkDay, daysFrom } from '@/lib/fleet/calendar-days';

/**
 * Closed days are Argentina calendar days, `yyyy-mm-dd`. The offset is fixed at −03:00
 * (lib/fleet/time.ts), so a day is exactly 24 hours from 03:00 UTC.
 */
const DAY_MS = 86_400_000;
const OFFSET_MS = 3 * 3_600_000;

/** The instants of a day, both ends included, in epoch milliseconds. */
export function dayRange(dia: string): TimeRange {
  const desde = dayNumber(dia) * DAY_MS + OFFSET_MS;
  return { desde, hasta: desde + DAY_MS - 1 };
}

/** The instants from the first of `days` (in order) to the end of the last, both ends included. */
export function daysRange(days: readonly string[]): TimeRange {
  return { desde: dayRange(days[0] as string).desde, hasta: dayRange(days.at(-1) as string).hasta };
}
