import 'server-only';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** An unset variable and an empty one (`FOO=` in a .env file) mean the same: use the default. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/**
 * The store's part of the server environment, as a shape to be folded into the app's single
 * env schema. `DATABASE_URL` set means a PostgreSQL server shared by every instance; unset, the
 * embedded database keeps its files under `FLOTA_DATA_DIR` and serves this process alone.
 */
export const storeEnvShape = {
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL debe ser una URL postgres:// o postgresql://' }),
  ),
  FLOTA_DATA_DIR: optional(z.string().min(1)).default('./data'),
  FLOTA_DB_POOL_MAX: optional(z.coerce.number().int().min(2).max(100)).default(10),
  FLOTA_EVENT_RETENTION_DAYS: optional(z.coerce.number().int().min(1).max(3650)).default(90),
  // Another instance takes over at most this long after the leader stops renewing.
  FLOTA_LEADER_LEASE_S: optional(z.coerce.number().int().min(3).max(600)).default(20),
  FLOTA_INSTANCE_ID: optional(z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'FLOTA_INSTANCE_ID: letras, dígitos, . _ -')),
};

export const storeEnvSchema = z.object(storeEnvShape);
export type StoreEnv = z.infer<typeof storeEnvSchema>;

export type StoreConfig =
  | { engine: 'server'; url: string; poolMax: number; retentionDays: number; leaseMs: number; instanceId: string }
  | { engine: 'embedded'; dataDir: string; retentionDays: number; leaseMs: number; instanceId: string };

/**
 * The store's settings from an environment. Problems name the variable, never its value:
 * `DATABASE_URL` usually carries a password.
 */
export function storeConfig(env: Record<string, string | undefined> = process.env): StoreConfig {
  const parsed = storeEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuración inválida del almacenamiento de Flota:\n  ${problems.join('\n  ')}`);
  }
  return fromEnv(parsed.data);
}

export function fromEnv(env: StoreEnv): StoreConfig {
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
