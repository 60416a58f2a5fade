import { isStructurallySame, parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, KEY_PROBLEM_CODES, SIGN_IN_CODES, isFlotaErrorCode } from '@/lib/fleet/errors';
import en from '@/messages/en.json';
import esAR from '@/messages/es-AR.json';
import { LOCALES, type AppLocale } from './locales';

const CATALOGUES: Record<AppLocale, Record<string, unknown>> = { 'es-AR': esAR, en };

/** Every message of a catalogue by its full key (`Replay.problems.sin_permiso.title`). */
function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(inner, text);
  }
  return out;
}

/** The rich-text tags a message uses (`<code>…</code>`), which the component must supply. */
function tagsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.tag) return [element.value, ...tagsOf(element.children)];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return Object.values(element.options).flatMap((option) => tagsOf(option.value));
    }
    return [];
  });
}

const messages = { 'es-AR': flatten(CATALOGUES['es-AR']), en: flatten(CATALOGUES.en) };

describe('the message catalogues', () => {
  it('have the same keys in Spanish and in English', () => {
    const spanish = [...messages['es-AR'].keys()];
    const english = [...messages.en.keys()];
    expect(spanish.filter((key) => !messages.en.has(key)), 'missing in en.json').toEqual([]);
    expect(english.filter((key) => !messages['es-AR'].has(key)), 'missing in es-AR.json').toEqual([]);
  });

  it('hold only ICU messages that parse, none empty', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of messages[locale]) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(() => parse(text), `${locale} ${key}`).not.toThrow();
      }
    }
  });

  it('take the same arguments, of the same kinds, and the same tags in both languages', () => {
    for (const [key, spanish] of messages['es-AR']) {
      const english = messages.en.get(key);
      if (english === undefined) continue;
      const [a, b] = [parse(spanish), parse(english)];
      const same = isStructurallySame(a, b);
      expect(same.success, `${key}: ${same.error?.message}`).toBe(true);
      expect(new Set(tagsOf(b)), key).toEqual(new Set(tagsOf(a)));
    }
  });

  it('leave no Spanish in the English catalogue', () => {
    const spanishOnly = /[áéíóúñ¿¡]/i;
    const leftovers = [...messages.en].filter(([key, text]) => key !== 'Languages.es-AR' && spanishOnly.test(text));
    expect(leftovers).toEqual([]);
  });

  it('explain every error code an answer may carry, and no code that does not exist', () => {
    for (const locale of LOCALES) {
      const errors = CATALOGUES[locale].Errors as Record<string, string>;
      for (const codigo of [...Object.keys(ERROR_CODES), ...SIGN_IN_CODES, ...KEY_PROBLEM_CODES]) {
        expect(errors[codigo], `${locale} Errors.${codigo}`).toBeTypeOf('string');
      }
      const unknown = Object.keys(errors).filter((codigo) => codigo !== 'desconocido' && !isFlotaErrorCode(codigo));
      expect(unknown, locale).toEqual([]);
      for (const codigo of KEY_PROBLEM_CODES) {
        expect(messages[locale].get(`KeyProblems.${codigo}.title`), `${locale} KeyProblems.${codigo}`).toBeTypeOf('string');
      }
    }
  });
});
