import { describe, expect, it } from 'vitest';
import { resolveAuthConfig } from './config';

const SECRETO = 'x'.repeat(32);

describe('resolveAuthConfig', () => {
  it('is demo mode on the embedded API without a users file, with a secret made at start', () => {
    const entorno: Record<string, string | undefined> = {};
    const config = resolveAuthConfig(entorno);
    expect(config.modo).toBe('demo');
    expect(config.secreto.length).toBeGreaterThanOrEqual(32);
    expect(entorno.FLOTA_SESSION_SECRET).toBe(config.secreto);
    expect(config.horasSesion).toBe(12);
    expect(config.proxiesDeConfianza).toBe(0);
  });

  it('uses the users file when there is one', () => {
    const config = resolveAuthConfig({
      FLOTA_USERS_FILE: 'u.json',
      FLOTA_SESSION_SECRET: SECRETO,
      FLOTA_SESSION_HOURS: '8',
      FLOTA_TRUSTED_PROXIES: '1',
    });
    expect(config).toEqual({ modo: 'archivo', archivoUsuarios: 'u.json', secreto: SECRETO, horasSesion: 8, proxiesDeConfianza: 1 });
  });

  it('refuses a real Fleet API without a users file or without a secret', () => {
    expect(() => resolveAuthConfig({ FLEET_API_BASE_URL: 'https://api.example', FLOTA_SESSION_SECRET: SECRETO })).toThrow(
      /FLOTA_USERS_FILE/,
    );
    expect(() => resolveAuthConfig({ FLEET_API_BASE_URL: 'https://api.example', FLOTA_USERS_FILE: 'u.json' })).toThrow(
      /FLOTA_SESSION_SECRET/,
    );
  });

  it('refuses a short secret and an absurd session length', () => {
    expect(() => resolveAuthConfig({ FLOTA_SESSION_SECRET: 'corto' })).toThrow(/32 caracteres/);
    expect(() => resolveAuthConfig({ FLOTA_SESSION_HOURS: '1000' })).toThrow(/168/);
    expect(() => resolveAuthConfig({ FLOTA_TRUSTED_PROXIES: '-1' })).toThrow(/FLOTA_TRUSTED_PROXIES/);
  });

  it('treats empty variables as unset', () => {
    expect(resolveAuthConfig({ FLEET_API_BASE_URL: '', FLOTA_USERS_FILE: ' ' }).modo).toBe('demo');
  });
});
