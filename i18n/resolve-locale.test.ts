import { describe, expect, it } from 'vitest';
import { readLanguageChoices, withLanguageChoice } from '@/lib/auth/language-cookie';
import { resolveLocale } from './resolve-locale';

const ana = { usuario: 'ana', idioma: null };

describe('resolveLocale', () => {
  it('speaks Spanish (Argentina) to a first visit that asks for nothing Flota speaks', () => {
    expect(resolveLocale({ cookie: undefined, acceptLanguage: null, user: null })).toBe('es-AR');
    expect(resolveLocale({ cookie: undefined, acceptLanguage: 'de-DE,fr;q=0.8', user: null })).toBe('es-AR');
  });

  it("follows the browser's Accept-Language on a first visit, by its weights and any regional variant", () => {
    expect(resolveLocale({ cookie: undefined, acceptLanguage: 'en-GB,en;q=0.9', user: null })).toBe('en');
    expect(resolveLocale({ cookie: undefined, acceptLanguage: 'de;q=1,es-MX;q=0.5,en;q=0.4', user: null })).toBe('es-AR');
  });

  it("puts the user's own choice first, then the users file's idioma, then the browser's latest choice", () => {
    const cookie = withLanguageChoice(readLanguageChoices(withLanguageChoice(readLanguageChoices(undefined), 'ana', 'en')), null, 'es-AR');
    expect(resolveLocale({ cookie, acceptLanguage: 'es', user: ana })).toBe('en');
    expect(resolveLocale({ cookie, acceptLanguage: 'en', user: { usuario: 'beto', idioma: 'en' } })).toBe('en');
    expect(resolveLocale({ cookie, acceptLanguage: 'en', user: { usuario: 'beto', idioma: null } })).toBe('es-AR');
    expect(resolveLocale({ cookie, acceptLanguage: 'en', user: null })).toBe('es-AR');
  });

  it('ignores a tampered cookie, entry by entry', () => {
    const cookie = 'ana:xx|<script>:en|beto:en|' + 'x'.repeat(500);
    expect(resolveLocale({ cookie, acceptLanguage: null, user: ana })).toBe('en');
    expect(readLanguageChoices(cookie).entries).toEqual([{ usuario: 'beto', locale: 'en' }]);
  });

  it('keeps each user of a shared browser their own language, the latest choice first', () => {
    let cookie = withLanguageChoice(readLanguageChoices(undefined), 'ana', 'en');
    cookie = withLanguageChoice(readLanguageChoices(cookie), 'beto', 'es-AR');
    cookie = withLanguageChoice(readLanguageChoices(cookie), 'ana', 'es-AR');
    expect(cookie).toBe('ana:es-AR|beto:es-AR');
  });
});
