import { describe, expect, it } from 'vitest';
import { lockoutMessage } from './lockout-message';

describe('lockoutMessage', () => {
  it('says how long and until when, in Argentina time', () => {
    // 12:00 UTC is 09:00 in Argentina; 15 minutes later, 09:15.
    const mensaje = lockoutMessage(15 * 60_000, Date.UTC(2026, 10, 22, 12, 0, 0));
    expect(mensaje).toBe('Demasiados intentos fallidos. Por seguridad, el ingreso queda bloqueado: probá de nuevo en 15 minutos (a las 09:15).');
  });

  it('never says zero minutes', () => {
    expect(lockoutMessage(2_000, 0)).toContain('en 1 minuto ');
  });
});
