import { describe, expect, it } from 'vitest';
import { loadServerEnv } from '@/lib/env/server';
import { resolveMapOrigins } from './map-origins';

describe('resolveMapOrigins', () => {
  it('has none with the offline basemap', () => {
    expect(resolveMapOrigins(loadServerEnv({}))).toEqual([]);
  });

  it('takes the style’s origin and the listed hosts, once each', () => {
    const env = loadServerEnv({
      NEXT_PUBLIC_MAP_STYLE_URL: 'https://tiles.example/styles/liberty.json',
      FLOTA_MAP_ORIGINS: 'https://tiles.example, https://glyphs.example/fonts',
    });
    expect(resolveMapOrigins(env)).toEqual(['https://tiles.example', 'https://glyphs.example']);
  });

  it('refuses what is not an http(s) origin', () => {
    expect(() => loadServerEnv({ FLOTA_MAP_ORIGINS: 'javascript:alert(1)' })).toThrow(/FLOTA_MAP_ORIGINS/);
  });
});
