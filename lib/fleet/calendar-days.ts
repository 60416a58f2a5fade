/**
 * Argentina calendar days as the API and our routes write them, `yyyy-mm-dd`. The offset is fixed
 * at −03:00 (time.ts), so whole UTC days count them exactly: one home for their arithmetic, on
 * the server (the store's closed days, the reports' ranges) and in the browser alike.
 */
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01; a RangeError for anything but a real calendar day. */
export function dayNumber(dia: string): number {
  const match = DAY.exec(dia);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== dia) {
    throw new RangeError(`día inválido: «${dia.slice(0, 20)}» (se espera aaaa-mm-dd)`);
  }
  return ms / DAY_MS;
}

export function dayOfNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` days after `dia` (before, when negative). */
export function shiftDay(dia: string, days: number): string {
  return dayOfNumber(dayNumber(dia) + days);
}

/** Every day from `desde` to `hasta`, both included. */
export function daysFrom(desde: string, hasta: string): string[] {
  const days: string[] = [];
  for (let n = dayNumber(desde), last = dayNumber(hasta); n <= last; n++) days.push(dayOfNumber(n));
  return days;
}

/** Throws a RangeError for anything but a real calendar day. */
export function checkDay(dia: string): string {
  dayNumber(dia);
  return dia;
}
