import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPublicEnv } from './build';
import { simEnv } from './sim';

afterEach(() => vi.unstubAllEnvs());

describe('checkPublicEnv (next.config.ts, at build)', () => {
  it('accepts no basemap style or an http(s) one', () => {
    vi.stubEnv('NEXT_PUBLIC_MAP_STYLE_URL', '');
    expect(() => checkPublicEnv()).not.toThrow();
    vi.stubEnv('NEXT_PUBLIC_MAP_STYLE_URL', 'https://tiles.example/style.json');
    expect(() => checkPublicEnv()).not.toThrow();
  });

  it('fails the build on a style that is not an http(s) URL', () => {
    vi.stubEnv('NEXT_PUBLIC_MAP_STYLE_URL', 'javascript:alert(1)');
    expect(() => checkPublicEnv()).toThrow(/^Variables de entorno inválidas o ausentes:\n {2}NEXT_PUBLIC_MAP_STYLE_URL: /);
  });
});

describe('simEnv (npm run sim)', () => {
  it('has the embedded API’s defaults and names a bad port', () => {
    vi.stubEnv('SIM_HOST', '');
    vi.stubEnv('SIM_PORT', '');
    vi.stubEnv('SIM_CONFIG', '');
    expect(simEnv()).toEqual({ SIM_HOST: '127.0.0.1', SIM_PORT: 4010 });
    vi.stubEnv('SIM_PORT', 'cuatro');
    expect(() => simEnv()).toThrow(/SIM_PORT/);
  });
});
