import 'server-only';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { ServerEnv } from '@/lib/env/server';

/** The store's variables; `DATABASE_URL` set means a PostgreSQL server shared by every instance. */
export type StoreEnv = Pick<
  ServerEnv,
  'DATABASE_URL' | 'FLOTA_DATA_DIR' | 'FLOTA_DB_POOL_MAX' | 'FLOTA_EVENT_RETENTION_DAYS' | 'FLOTA_LEADER_LEASE_S' | 'FLOTA_INSTANCE_ID'
>;

export type StoreConfig =
  | { engine: 'server'; url: string; poolMax: number; retentionDays: number; leaseMs: number; instanceId: string }
  | { engine: 'embedded'; dataDir: string; retentionDays: number; leaseMs: number; instanceId: string };

/** The store's settings from the validated environment (lib/env), this process's id made here when unset. */
export function storeConfig(env: StoreEnv): StoreConfig {
  const common = {
    retentionDays: env.FLOTA_EVENT_RETENTION_DAYS,
    leaseMs: env.FLOTA_LEADER_LEASE_S * 1000,
    instanceId: env.FLOTA_INSTANCE_ID ?? defaultInstanceId(),
  };
  return env.DATABASE_URL
    ? { engine: 'server', url: env.DATABASE_URL, poolMax: env.FLOTA_DB_POOL_MAX, ...common }
    : { engine: 'embedded', dataDir: env.FLOTA_DATA_DIR, ...common };
}

/** Unique per process start, and readable in the health answer: which machine, which process. */
function defaultInstanceId(): string {
  const host = hostname().replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40) || 'flota';
  return `${host}-${process.pid}-${randomBytes(3).toString('hex')}`;
}
