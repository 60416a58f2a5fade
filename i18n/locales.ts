/**
 * The languages Flota speaks. Spanish (Argentina) is the default; the locale never appears in
 * the URL: it comes from the person's choice (see `i18n/resolve-locale.ts`). Client-safe.
 */
export const LOCALES = ['es-AR', 'en'] as const;
export type AppLocale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: AppLocale = 'es-AR';

/** Times are Argentina's in every language (Argentina keeps UTC−03:00 all year, no DST). */
export const APP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
