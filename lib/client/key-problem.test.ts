import { describe, expect, it } from 'vitest';
import { KEY_PROBLEM_CODES } from '@/lib/fleet/errors';
import { explainKeyProblem } from './key-problem';

describe('explainKeyProblem', () => {
  it('explains every key problem the gateway can report', () => {
    for (const codigo of KEY_PROBLEM_CODES) {
      const explanation = explainKeyProblem(codigo);
      expect(explanation?.title.length).toBeGreaterThan(10);
      expect(explanation?.action).toMatch(/administrador/);
    }
  });

  it('tells a key without the positions permission apart from a broken key', () => {
    expect(explainKeyProblem('sin_permiso')?.text).toMatch(/«posiciones»/);
  });

  it('is null for other errors', () => {
    expect(explainKeyProblem('servicio_no_disponible')).toBeNull();
    expect(explainKeyProblem('toString')).toBeNull();
  });
});
