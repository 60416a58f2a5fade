import { isAppLocale, type AppLocale } from '@/i18n/locales';

/**
 * The language each person chose on this browser, remembered in one cookie so that the choice
 * outlives signing out and in: `ana:en|*:es-AR`, the latest choice first, `*` for one made
 * signed out (on the sign-in page). A shared workstation keeps each user's own language.
 * HttpOnly: only the server reads it, to render pages in that language.
 */
export const COOKIE_IDIOMA = 'flota_idioma';

/** A year: a language choice is not a session. */
export const IDIOMA_MAX_AGE_S = 365 * 24 * 3600;

const SIGNED_OUT = '*';
/** Enough for a shared workstation; the cookie stays far below any size limit. */
const MAX_ENTRIES = 8;
// Sign-in names are [a-z0-9._-] (see users-schema.ts), so neither `:` nor `|` can appear in one.
const ENTRY = /^([a-z0-9][a-z0-9._-]{1,31}|\*):([A-Za-z-]{2,10})$/;

export interface LanguageChoices {
  /** Who chose what, the latest first. */
  entries: readonly { usuario: string | null; locale: AppLocale }[];
}

/** Reads the cookie; anything malformed in it is ignored, entry by entry. */
export function readLanguageChoices(value: string | undefined): LanguageChoices {
  const entries: { usuario: string | null; locale: AppLocale }[] = [];
  for (const part of (value ?? '').split('|').slice(0, MAX_ENTRIES)) {
    const match = ENTRY.exec(part);
    if (!match || !isAppLocale(match[2])) continue;
    entries.push({ usuario: match[1] === SIGNED_OUT ? null : match[1]!, locale: match[2] });
  }
  return { entries };
}

/** The cookie's new value once `usuario` (null: signed out) chose `locale`. */
export function withLanguageChoice(choices: LanguageChoices, usuario: string | null, locale: AppLocale): string {
  const others = choices.entries.filter((entry) => entry.usuario !== usuario);
  return [{ usuario, locale }, ...others]
    .slice(0, MAX_ENTRIES)
    .map((entry) => `${entry.usuario ?? SIGNED_OUT}:${entry.locale}`)
    .join('|');
}

/** What this user chose on this browser, if anything. */
export function choiceOf(choices: LanguageChoices, usuario: string): AppLocale | null {
  return choices.entries.find((entry) => entry.usuario === usuario)?.locale ?? null;
}

/** The latest choice made on this browser, by anyone. */
export function latestChoice(choices: LanguageChoices): AppLocale | null {
  return choices.entries[0]?.locale ?? null;
}
