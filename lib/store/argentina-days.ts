import 'server-only';
import type { TimeRange } from '@/lib/fleet/range';

/**
 * Closed days are Argentina calendar days, `yyyy-mm-dd`. The offset is fixed at −03:00
 * (lib/fleet/time.ts), so a day is exactly 24 hours from 03:00 UTC.
 */
const DAY_MS = 86_400_000;
const OFFSET_MS = 3 * 3_600_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(dia: string): number {
  const match = DAY.exec(dia);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== dia) {
    throw new RangeError(`día inválido: «${dia.slice(0, 20)}» (se espera aaaa-mm-dd)`);
  }
  return ms / DAY_MS;
}

function dayOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The instants of a day, both ends included, in epoch milliseconds. */
export function dayRange(dia: string): TimeRange {
  const desde = dayNumber(dia) * DAY_MS + OFFSET_MS;
  return { desde, hasta: desde + DAY_MS - 1 };
}

/** The instants from the first of `days` (in order) to the end of the last, both ends included. */
export function daysRange(days: readonly string[]): TimeRange {
  return { desde: dayRange(days[0] as string).desde, hasta: dayRange(days.at(-1) as string).hasta };
}

/** Every day from `desde` to `hasta`, both included. */
export function daysFrom(desde: string, hasta: string): string[] {
  const days: string[] = [];
  for (let n = dayNumber(desde), last = dayNumber(hasta); n <= last; n++) days.push(dayOf(n));
  return days;
}

/** Throws a RangeError for anything but a real calendar day. */
export function checkDay(dia: string): string {
  dayNumber(dia);
  return dia;
}
