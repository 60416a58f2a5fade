import { describe, expect, it } from 'vitest';
import { loadServerEnv } from '@/lib/env/server';
import { resolveAuthConfig } from './config';

const SECRET = 'x'.repeat(32);

describe('resolveAuthConfig', () => {
  it('is demo mode on the embedded API without a users file, with a secret made at start', () => {
    const source: Record<string, string | undefined> = {};
    const config = resolveAuthConfig(loadServerEnv(source));
    expect(config.modo).toBe('demo');
    expect(config.secreto.length).toBeGreaterThanOrEqual(32);
    expect(source.FLOTA_SESSION_SECRET).toBe(config.secreto);
    expect(config.horasSesion).toBe(12);
    expect(config.proxiesDeConfianza).toBe(0);
  });

  it('uses the users file when there is one', () => {
    const env = loadServerEnv({
      FLOTA_USERS_FILE: 'u.json',
      FLOTA_SESSION_SECRET: SECRET,
      FLOTA_SESSION_HOURS: '8',
      FLOTA_TRUSTED_PROXIES: '1',
    });
    expect(resolveAuthConfig(env)).toEqual({ modo: 'archivo', archivoUsuarios: 'u.json', secreto: SECRET, horasSesion: 8, proxiesDeConfianza: 1 });
  });

  it('treats empty variables as unset', () => {
    expect(resolveAuthConfig(loadServerEnv({ FLEET_API_BASE_URL: '', FLOTA_USERS_FILE: ' ' })).modo).toBe('demo');
  });
});
