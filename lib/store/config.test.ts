import { describe, expect, it } from 'vitest';
import { loadServerEnv } from '@/lib/env/server';
import { storeConfig as configFrom } from './config';

const storeConfig = (source: Record<string, string>) => configFrom(loadServerEnv(source));

describe('store config', () => {
  it('opens the embedded database under ./data unless a server is named', () => {
    expect(storeConfig({})).toMatchObject({ engine: 'embedded', dataDir: './data', retentionDays: 90, leaseMs: 20_000 });
    expect(storeConfig({ DATABASE_URL: '', FLOTA_DATA_DIR: '/var/lib/flota' })).toMatchObject({ engine: 'embedded', dataDir: '/var/lib/flota' });
    expect(
      storeConfig({ DATABASE_URL: 'postgresql://flota:secreto@db.interna:5432/flota', FLOTA_DB_POOL_MAX: '20', FLOTA_INSTANCE_ID: 'web-2' }),
    ).toEqual({
      engine: 'server',
      url: 'postgresql://flota:secreto@db.interna:5432/flota',
      poolMax: 20,
      retentionDays: 90,
      leaseMs: 20_000,
      instanceId: 'web-2',
    });
  });

  it('gives each process its own instance id unless one is set', () => {
    const a = storeConfig({}).instanceId;
    expect(a).toMatch(/^[A-Za-z0-9._-]+-\d+-[0-9a-f]{6}$/);
    expect(storeConfig({}).instanceId).not.toBe(a);
  });

  it('names a bad variable without repeating its value', () => {
    const bad = () => storeConfig({ DATABASE_URL: 'mysql://flota:secreto@db/flota' });
    expect(bad).toThrow(/DATABASE_URL/);
    expect(bad).not.toThrow(/secreto/);
    expect(() => storeConfig({ FLOTA_LEADER_LEASE_S: '1' })).toThrow(/FLOTA_LEADER_LEASE_S/);
    expect(() => storeConfig({ FLOTA_INSTANCE_ID: 'dos palabras' })).toThrow(/FLOTA_INSTANCE_ID/);
  });
});
