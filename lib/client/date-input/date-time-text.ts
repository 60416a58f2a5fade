import type { AppLocale } from '@/i18n/locales';
import { formatApiDateTime, parseApiDateTime } from '@/lib/fleet/time';

/**
 * A date and time as a person types it in the app's language, always Argentina time:
 * `27/11/2026 02:44` in Spanish (24-hour clock), `11/27/2026, 2:44 AM` in English (12-hour clock;
 * a 24-hour time without AM/PM is also taken). The date alone is taken too: the field then puts
 * its default time. Read by our own parser, never the browser's, so the format is the app's
 * language's whatever the browser's language.
 */
export type DateTimeText =
  | { ok: true; epochMs: number }
  | { ok: false; problem: 'format' }
  | { ok: false; problem: 'noSuchMonth'; month: number }
  | { ok: false; problem: 'noSuchDay'; day: number; month: number; year: number; daysInMonth: number }
  | { ok: false; problem: 'noSuchTime' };

const PATTERNS: Record<AppLocale, RegExp> = {
  // day/month/year [hour:minute]
  'es-AR': /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[\s,T]+(\d{1,2}):(\d{2})(?:\s*(h|hs))?)?$/i,
  // month/day/year[,] [hour:minute [AM|PM]]
  en: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[\s,]+(\d{1,2}):(\d{2})\s*([ap])?\.?\s*(?:m\.?)?)?$/i,
};

const two = (n: number) => String(n).padStart(2, '0');

/** Days of a month of the Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads what was typed; `defaultTime` (`HH:mm`, 24-hour) completes a date typed alone. Empty text
 * is null. A field of whole days (`dayOnly`) takes no time: one typed is a format problem.
 */
export function parseDateTimeText(input: string, locale: AppLocale, defaultTime = '00:00', dayOnly = false): DateTimeText | null {
  const text = input.trim().replace(/[\u00a0\u202f]/g, ' ');
  if (text === '') return null;
  const match = PATTERNS[locale].exec(text);
  if (!match) return { ok: false, problem: 'format' };
  const [first, second, yearText, hourText, minuteText, meridiem] = match.slice(1);
  if (dayOnly && hourText !== undefined) return { ok: false, problem: 'format' };
  const [day, month] = locale === 'en' ? [Number(second), Number(first)] : [Number(first), Number(second)];
  const year = Number(yearText);
  if (month < 1 || month > 12) return { ok: false, problem: 'noSuchMonth', month };
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return { ok: false, problem: 'noSuchDay', day, month, year, daysInMonth: days };
  const [defaultHour, defaultMinute] = defaultTime.split(':').map(Number) as [number, number];
  let hour = hourText === undefined ? defaultHour : Number(hourText);
  const minute = minuteText === undefined ? defaultMinute : Number(minuteText);
  if (locale === 'en' && meridiem && hourText !== undefined) {
    if (hour < 1 || hour > 12) return { ok: false, problem: 'noSuchTime' };
    hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return { ok: false, problem: 'noSuchTime' };
  const epochMs = parseApiDateTime(`${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`);
  return epochMs === null ? { ok: false, problem: 'format' } : { ok: true, epochMs };
}

/** How the field writes an instant for editing, in the same format it reads; its day alone when `dayOnly`. */
export function formatDateTimeText(epochMs: number, locale: AppLocale, dayOnly = false): string {
  const iso = formatApiDateTime(epochMs);
  const [year, month, day, hour, minute] = [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10), Number(iso.slice(11, 13)), iso.slice(14, 16)];
  const date = locale === 'es-AR' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
  if (dayOnly) return date;
  if (locale === 'es-AR') return `${date} ${two(hour)}:${minute}`;
  return `${date}, ${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The Argentina calendar day of an instant, `yyyy-mm-dd`, and its time, `HH:mm`. */
export function argentinaParts(epochMs: number): { day: string; time: string } {
  const iso = formatApiDateTime(epochMs);
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The text for a day picked on the calendar (`yyyy-mm-dd`), keeping the time already typed, if any. */
export function withDay(text: string, day: string, locale: AppLocale, defaultTime = '00:00', dayOnly = false): string {
  const typed = parseDateTimeText(text, locale, defaultTime, dayOnly);
  const time = typed?.ok ? argentinaParts(typed.epochMs).time : defaultTime;
  const epochMs = parseApiDateTime(`${day}T${time}`);
  return epochMs === null ? text : formatDateTimeText(epochMs, locale, dayOnly);
}
