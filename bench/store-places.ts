import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { StoreConfig } from '@/lib/store/config';
import { type Store, openStore } from '@/lib/store/store';
import { startPostgresCluster } from '@/lib/testing/postgres-cluster';
import { simConfigSchema } from '@/lib/sim/config';
import { startSim } from '@/lib/sim/server';
import { E2E_CLOCK } from '../e2e/support/fleet-clock';

/**
 * The two engines a store bench compares, each in a place of its own made for the run: PGlite in
 * a temporary directory, and a throwaway PostgreSQL cluster (initdb) on a loopback port. Both are
 * removed when the bench ends, also when it fails or is interrupted.
 */
export interface BenchStore {
  name: 'embedded (PGlite)' | 'server (PostgreSQL)';
  store: Store;
  openMs: number;
  sizeBytes(): Promise<number>;
  remove(): Promise<void>;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(130));

const common = { retentionDays: 90, leaseMs: 20_000, instanceId: 'bench' };

export async function openBenchStores(): Promise<BenchStore[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flota-bench-store-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const cluster = await startPostgresCluster();
  const configs: [BenchStore['name'], StoreConfig, () => Promise<void>][] = [
    ['embedded (PGlite)', { engine: 'embedded', dataDir, ...common }, async () => rmSync(dataDir, { recursive: true, force: true })],
    ['server (PostgreSQL)', { engine: 'server', url: cluster.url, poolMax: 10, ...common }, () => cluster.destroy()],
  ];
  const stores: BenchStore[] = [];
  for (const [name, config, removePlace] of configs) {
    const started = performance.now();
    const store = await openStore(config);
    stores.push({
      name,
      store,
      openMs: performance.now() - started,
      sizeBytes: async () => {
        const [row] = await store.db.select({ bytes: sql<string>`pg_database_size(current_database())::text` }).from(sql`(select 1) as one`);
        return Number(row?.bytes ?? 0);
      },
      remove: async () => {
        await store.close();
        await removePlace();
      },
    });
  }
  return stores;
}

export const BENCH_KEY = 'svc_live_bench_store';

/** The embedded Fleet API with one client of `vehicles` and a key with no practical limit. */
export async function startStoreBenchSim(vehicles: number) {
  const config = simConfigSchema.parse({
    seed: 5,
    clock: E2E_CLOCK,
    clients: [{ id: 'cli_9001', name: 'Cliente', vehicles }],
    keys: [{ key: BENCH_KEY, name: 'bench', clients: '*', permissions: ['posiciones', 'recorridos', 'eventos'], unitsPerMinute: 1_000_000 }],
  });
  const sim = await startSim({ config, port: 0 });
  const get = async (path: string) => {
    const response = await fetch(`${sim.url}${path}`, { headers: { authorization: `Bearer ${BENCH_KEY}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  return { ...sim, get };
}

export function mb(bytes: number): number {
  return bytes / 1_048_576;
}
