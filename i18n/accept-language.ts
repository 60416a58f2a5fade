import Negotiator from 'negotiator';
import type { AppLocale } from './locales';

/** Each language Flota speaks answers for every regional variant of it (es-MX, en-GB…). */
const BY_LANGUAGE: Record<string, AppLocale> = { es: 'es-AR', en: 'en' };

/**
 * The browser's preferred language that Flota speaks, in the order of its `Accept-Language`
 * weights, or null when it asks for none of them.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): AppLocale | null {
  if (!header) return null;
  const wanted = new Negotiator({ headers: { 'accept-language': header } }).languages();
  for (const tag of wanted) {
    const locale = BY_LANGUAGE[tag.split('-')[0]!.toLowerCase()];
    if (locale) return locale;
  }
  return null;
}
