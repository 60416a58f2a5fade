import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/test-translator';
import { KEY_PROBLEM_CODES } from '@/lib/fleet/errors';
import { isKeyProblem } from './key-problem';

describe('isKeyProblem', () => {
  it('knows every key problem the gateway can report, and the catalogue explains each', () => {
    for (const locale of ['es-AR', 'en'] as const) {
      const t = translator('KeyProblems', locale);
      for (const codigo of KEY_PROBLEM_CODES) {
        expect(isKeyProblem(codigo)).toBe(true);
        expect(t(`${codigo}.title`).length).toBeGreaterThan(10);
      }
    }
  });

  it('tells a key without the positions permission apart from a broken key', () => {
    expect(translator('KeyProblems')('sin_permiso.text')).toMatch(/«posiciones»/);
  });

  it('is false for other errors', () => {
    expect(isKeyProblem('servicio_no_disponible')).toBe(false);
    expect(isKeyProblem('toString')).toBe(false);
  });
});
