import { describe, expect, it } from 'vitest';
import { delayAfterFailures, SignInThrottle } from './sign-in-throttle';

const LIMITES = { fallosPorUsuario: 3, fallosPorDireccion: 5, ventanaS: 60, bloqueoS: 120 };

describe('SignInThrottle', () => {
  it('slows each failure more than the one before, up to a ceiling', () => {
    expect([1, 2, 3, 4, 5, 10].map(delayAfterFailures)).toEqual([0, 500, 1000, 2000, 4000, 4000]);
  });

  it('locks a name out on its last allowed failure, for the lock-out time', async () => {
    const t = new SignInThrottle(LIMITES);
    expect(await t.registerFailure('10.0.0.1', 'ana')).toEqual({ bloqueado: false, demoraMs: 0 });
    expect(await t.registerFailure('10.0.0.2', 'ana')).toEqual({ bloqueado: false, demoraMs: 500 });
    const tercero = await t.registerFailure('10.0.0.3', 'ana');
    expect(tercero.bloqueado).toBe(true);
    const ahora = await t.check('10.0.0.9', 'ana');
    expect(ahora.bloqueado && ahora.reintentarEnMs).toBeGreaterThan(115_000);
    expect((await t.check('10.0.0.9', 'beto')).bloqueado).toBe(false);
  });

  it('locks an address out after many names fail from it', async () => {
    const t = new SignInThrottle(LIMITES);
    for (let i = 0; i < 4; i++) expect((await t.registerFailure('10.0.0.1', `n${i}`)).bloqueado).toBe(false);
    expect((await t.registerFailure('10.0.0.1', 'n4')).bloqueado).toBe(true);
    expect((await t.check('10.0.0.1', 'otro')).bloqueado).toBe(true);
    expect((await t.check('10.0.0.2', 'otro')).bloqueado).toBe(false);
  });

  it('forgets a name’s failures after a success, but not the address’s', async () => {
    const t = new SignInThrottle(LIMITES);
    await t.registerFailure('10.0.0.1', 'ana');
    await t.registerFailure('10.0.0.1', 'ana');
    await t.registerSuccess('ana');
    expect(await t.registerFailure('10.0.0.1', 'ana')).toEqual({ bloqueado: false, demoraMs: 0 });
    await t.registerFailure('10.0.0.1', 'beto');
    expect((await t.registerFailure('10.0.0.1', 'carla')).bloqueado).toBe(true);
  });
});
