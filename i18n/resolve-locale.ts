import { choiceOf, latestChoice, readLanguageChoices } from '@/lib/auth/language-cookie';
import { localeFromAcceptLanguage } from './accept-language';
import { DEFAULT_LOCALE, type AppLocale } from './locales';

export interface LocaleSources {
  /** The `flota_idioma` cookie. */
  cookie: string | undefined;
  acceptLanguage: string | null;
  /** The signed-in user, and the language the users file gives them (`idioma`), if any. */
  user: { usuario: string; idioma: AppLocale | null } | null;
}

/**
 * The language a page is rendered in: the user's own choice on this browser; else the default
 * the users file gives them; else the latest choice made on this browser (the sign-in page's);
 * else the browser's `Accept-Language`; else Spanish (Argentina).
 */
export function resolveLocale({ cookie, acceptLanguage, user }: LocaleSources): AppLocale {
  const choices = readLanguageChoices(cookie);
  return (
    (user && choiceOf(choices, user.usuario)) ??
    user?.idioma ??
    latestChoice(choices) ??
    localeFromAcceptLanguage(acceptLanguage) ??
    DEFAULT_LOCALE
  );
}
