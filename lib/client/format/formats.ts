import { APP_TIME_ZONE, type AppLocale } from '@/i18n/locales';

/**
 * The one place that writes dates, times and numbers for people, per language and always in
 * Argentina time, whatever the browser's own language or zone:
 *
 * | | es-AR | en |
 * |---|---|---|
 * | dateTime | `27/11/2026 02:44` | `11/27/2026, 2:44 AM` |
 * | dateTimeSeconds | `27/11/2026 02:44:12` | `11/27/2026, 2:44:12 AM` |
 * | dayTime | `27/11 02:44` | `11/27, 2:44 AM` |
 * | clock | `02:44:12` | `2:44:12 AM` |
 * | km | `1.234,5 km` | `1,234.5 km` |
 *
 * Durations (`2 h 05 min`, `40 s`) use the international unit symbols in both languages.
 * Sentences around these values come from the message catalogues.
 */
export interface Formats {
  locale: AppLocale;
  date(epochMs: number): string;
  /** `27/11` / `11/27` */
  dayMonth(epochMs: number): string;
  time(epochMs: number): string;
  clock(epochMs: number): string;
  dateTime(epochMs: number): string;
  dateTimeSeconds(epochMs: number): string;
  dayTime(epochMs: number): string;
  /** The clock when the instant is today in Argentina, else the date and time. */
  moment(epochMs: number, nowMs: number): string;
  /** `1.234` / `1,234` */
  integer(value: number): string;
  /** A fixed number of decimals: `12,5` / `12.5`. */
  decimal(value: number, digits: number): string;
  /** `1.234,5 km` */
  km(value: number): string;
  /** `87 km/h` */
  speed(kmh: number): string;
  /** `2 h 05 min`, `12 min`, `40 s` */
  duration(ms: number): string;
  /** `4 s`, `4 min`, `2 h`, `3 d`: how long ago, in the short words read at a glance. */
  elapsed(ms: number): string;
}

/** How each language writes a date followed by its time. */
const DATE_TIME_SEPARATOR: Record<AppLocale, string> = { 'es-AR': ' ', en: ', ' };
/** Spanish (Argentina) reads the 24-hour clock; English the 12-hour one. */
const HOUR_CYCLE: Record<AppLocale, Intl.DateTimeFormatOptions> = {
  'es-AR': { hour: '2-digit', hourCycle: 'h23' },
  en: { hour: 'numeric', hourCycle: 'h12' },
};

function dateTimeFormat(locale: AppLocale, options: Intl.DateTimeFormatOptions): (epochMs: number) => string {
  const format = new Intl.DateTimeFormat(locale, { timeZone: APP_TIME_ZONE, ...options });
  return (epochMs) => format.format(epochMs);
}

function createFormats(locale: AppLocale): Formats {
  const hour = HOUR_CYCLE[locale];
  const separator = DATE_TIME_SEPARATOR[locale];
  const date = dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const dayMonth = dateTimeFormat(locale, { day: '2-digit', month: '2-digit' });
  const time = dateTimeFormat(locale, { ...hour, minute: '2-digit' });
  const clock = dateTimeFormat(locale, { ...hour, minute: '2-digit', second: '2-digit' });
  const day = dateTimeFormat('en', { day: 'numeric', month: 'numeric', year: 'numeric' });
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimals = new Map<number, Intl.NumberFormat>();
  const decimal = (value: number, digits: number) => {
    let format = decimals.get(digits);
    if (!format) decimals.set(digits, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
    return format.format(value);
  };
  return {
    locale,
    date,
    dayMonth,
    time,
    clock,
    dateTime: (ms) => `${date(ms)}${separator}${time(ms)}`,
    dateTimeSeconds: (ms) => `${date(ms)}${separator}${clock(ms)}`,
    dayTime: (ms) => `${dayMonth(ms)}${separator}${time(ms)}`,
    moment: (ms, nowMs) => (day(ms) === day(nowMs) ? clock(ms) : `${date(ms)}${separator}${time(ms)}`),
    integer: (value) => integer.format(value),
    decimal,
    km: (value) => `${decimal(value, 1)} km`,
    speed: (kmh) => `${integer.format(kmh)} km/h`,
    duration: formatDuration,
    elapsed: formatElapsed,
  };
}

export function formatDuration(ms: number): string {
  const totalMinutes = Math.floor(ms / 60_000);
  if (totalMinutes < 1) return `${Math.max(0, Math.round(ms / 1000))} s`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return `${hours} h ${String(minutes).padStart(2, '0')} min`;
}

/** Locale-free: the unit symbols read the same in every language. */
export function formatElapsed(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `${h} h`;
  return `${Math.floor(h / 24)} d`;
}

const byLocale = new Map<AppLocale, Formats>();

/** The formats of a language, made once (Intl's formatters are costly to build, cheap to use). */
export function formatsFor(locale: AppLocale): Formats {
  let formats = byLocale.get(locale);
  if (!formats) byLocale.set(locale, (formats = createFormats(locale)));
  return formats;
}
