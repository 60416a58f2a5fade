import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError } from './parse-env';
import { loadServerEnv, someServerEnv } from './server';

const SECRET = 's3cr3t-'.repeat(6);

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadServerEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems;
  }
  throw new Error('expected the environment to be refused');
}

afterEach(() => vi.unstubAllEnvs());

describe('loadServerEnv', () => {
  it('fills in the defaults, empty values included', () => {
    const env = loadServerEnv({ FLOTA_POSITIONS_POLL_S: '', PORT: ' ' });
    expect(env).toMatchObject({
      FLOTA_POSITIONS_POLL_S: 15,
      FLOTA_EVENTS_POLL_S: 120,
      FLOTA_SSE_HEARTBEAT_S: 15,
      SIM_HOST: '127.0.0.1',
      SIM_PORT: 4010,
      PORT: 3000,
      NODE_ENV: 'production',
      FLOTA_SESSION_HOURS: 12,
      FLOTA_MAP_ORIGINS: [],
      FLOTA_DATA_DIR: './data',
    });
    expect(env.FLEET_API_BASE_URL).toBeUndefined();
    expect(env.FLOTA_SSE_MAX_AGE_S).toBeUndefined();
    expect(env.LIVE_REFRESH_SECONDS).toBeUndefined();
  });

  it('never polls positions faster than the service refreshes them (10 s)', () => {
    expect(problemsOf({ FLOTA_POSITIONS_POLL_S: '5' })).toEqual([expect.stringMatching(/^FLOTA_POSITIONS_POLL_S: /)]);
    expect(loadServerEnv({ FLOTA_POSITIONS_POLL_S: '10' }).FLOTA_POSITIONS_POLL_S).toBe(10);
  });

  it('makes a session secret on the embedded API and writes it back for the other bundles of the process', () => {
    const source: Record<string, string | undefined> = {};
    const env = loadServerEnv(source);
    expect(env.FLOTA_SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(source.FLOTA_SESSION_SECRET).toBe(env.FLOTA_SESSION_SECRET);
    expect(loadServerEnv(source).FLOTA_SESSION_SECRET).toBe(env.FLOTA_SESSION_SECRET);
  });

  it('wants a key, a users file and a session secret with a real Fleet API, and lists every one missing', () => {
    const problems = problemsOf({ FLEET_API_BASE_URL: 'https://fleet.example.com' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['FLEET_API_KEY', 'FLOTA_USERS_FILE', 'FLOTA_SESSION_SECRET']);
    const complete = { FLEET_API_BASE_URL: 'https://fleet.example.com', FLEET_API_KEY: 'k', FLOTA_USERS_FILE: 'u.json', FLOTA_SESSION_SECRET: SECRET };
    expect(loadServerEnv(complete)).toMatchObject({ FLEET_API_KEY: 'k', FLOTA_USERS_FILE: 'u.json', FLOTA_SESSION_SECRET: SECRET });
  });

  it('lists every bad variable of every room at once, by name, and never echoes a value', () => {
    const source = {
      FLEET_API_BASE_URL: 'ftp://svc_live_secreto@fleet',
      FLEET_API_KEY: 'svc_live_secreto',
      FLOTA_SESSION_SECRET: 'secreto-corto',
      FLOTA_SESSION_HOURS: '1000',
      FLOTA_TRUSTED_PROXIES: '-1',
      FLOTA_LOG: 'verbose',
      DATABASE_URL: 'mysql://flota:secreto@db/flota',
      FLOTA_MAP_ORIGINS: 'https://ok.example, javascript:alert(1)',
      NEXT_PUBLIC_MAP_STYLE_URL: 'file:///etc/passwd',
      LIVE_REFRESH_SECONDS: '0',
      SIM_PORT: '70000',
    };
    const error = (() => {
      try {
        loadServerEnv(source);
      } catch (thrown) {
        return thrown as EnvError;
      }
    })();
    expect(error?.variables.sort()).toEqual(
      [
        'FLEET_API_BASE_URL',
        'FLOTA_SESSION_SECRET',
        'FLOTA_SESSION_HOURS',
        'FLOTA_TRUSTED_PROXIES',
        'FLOTA_LOG',
        'DATABASE_URL',
        'FLOTA_MAP_ORIGINS',
        'NEXT_PUBLIC_MAP_STYLE_URL',
        'LIVE_REFRESH_SECONDS',
        'SIM_PORT',
      ].sort(),
    );
    expect(error?.message).toMatch(/^Variables de entorno inválidas o ausentes:\n {2}/);
    for (const value of ['secreto', 'verbose', 'javascript', 'passwd', '70000', '1000']) expect(error?.message).not.toContain(value);
    expect(error?.message).toMatch(/FLOTA_SESSION_SECRET: debe tener al menos 32 caracteres/);
  });
});

describe('someServerEnv', () => {
  it('validates only the variables a tool asks for', () => {
    vi.stubEnv('FLEET_API_BASE_URL', 'https://fleet.example.com');
    vi.stubEnv('FLOTA_USERS_FILE', 'usuarios.json');
    expect(someServerEnv('FLOTA_USERS_FILE')).toEqual({ FLOTA_USERS_FILE: 'usuarios.json' });
    vi.stubEnv('FLOTA_SESSION_HOURS', 'nunca');
    expect(() => someServerEnv('FLOTA_USERS_FILE', 'FLOTA_SESSION_HOURS')).toThrow(/FLOTA_SESSION_HOURS/);
  });
});
