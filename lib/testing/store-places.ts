import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { StoreConfig } from '@/lib/store/config';
import { type OpenStoreOptions, type Store, openStore } from '@/lib/store/store';

/** Every store suite runs on both engines. */
export const ENGINES = ['embedded', 'server'] as const;
export type TestEngine = (typeof ENGINES)[number];

/** Where a test store lives: a PGlite directory of its own, or a database of its own on the run's cluster. */
export interface StorePlace {
  config(instanceId?: string): StoreConfig;
  /** The environment that names this place (for code that reads its settings from there). */
  env: Record<string, string>;
  open(options?: OpenStoreOptions & { instanceId?: string }): Promise<Store>;
  remove(): Promise<void>;
}

export async function storePlace(engine: TestEngine): Promise<StorePlace> {
  const common = { retentionDays: 90, leaseMs: 20_000 };
  let config: (instanceId: string) => StoreConfig;
  let remove: () => Promise<void>;
  let env: Record<string, string>;
  if (engine === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'flota-store-'));
    cpSync(inject('pgliteTemplate'), join(dataDir, 'pglite'), { recursive: true });
    config = (instanceId) => ({ engine, dataDir, instanceId, ...common });
    env = { FLOTA_DATA_DIR: dataDir };
    remove = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `flota_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(`CREATE DATABASE "${name}"`);
    const url = inject('postgresUrl').replace(/\/postgres$/, `/${name}`);
    config = (instanceId) => ({ engine, url, poolMax: 10, instanceId, ...common });
    env = { DATABASE_URL: url };
    remove = () => adminQuery(`DROP DATABASE "${name}" WITH (FORCE)`);
  }
  return {
    config: (instanceId = 'instancia-a') => config(instanceId),
    env,
    open: ({ instanceId, ...options } = {}) => openStore(config(instanceId ?? 'instancia-a'), options),
    remove,
  };
}

/** A statement on the run's cluster as its administrator (databases made and dropped, connections cut). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
