import { z } from 'zod';

/**
 * Every environment variable Flota reads, in one place: the server's (read at start, never sent
 * to a browser), the embedded Fleet API's when it runs alone (`npm run sim`), and the public ones
 * Next inlines into the browser's bundles at build. An unset variable and an empty one
 * (`FOO=` in a .env file) mean the same: use the default.
 */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());
}

function integer(min: number, max: number) {
  return z.coerce.number().int().min(min).max(max);
}

const httpUrl = z.url({ protocol: /^https?$/ });

/** The embedded Fleet API's address, for the app that starts it and for `npm run sim`. */
const simShape = {
  SIM_HOST: optional(z.string().min(1)).default('127.0.0.1'),
  SIM_PORT: optional(integer(0, 65_535)).default(4010),
};

export const simEnvSchema = z.object({ ...simShape, SIM_CONFIG: optional(z.string().min(1)) });

export const publicEnvSchema = z.object({
  // Any MapLibre style instead of the offline basemap; inlined into the browser's bundle at build.
  NEXT_PUBLIC_MAP_STYLE_URL: optional(httpUrl),
});

/**
 * Limits follow docs/fleet-api.md: positions refresh no faster than every 10 s
 * (#positions), events are followed every 2–5 minutes (#following-events), and shorter
 * intervals are allowed only so that demos and tests need not wait minutes.
 */
const gatewayShape = {
  FLEET_API_BASE_URL: optional(httpUrl),
  FLEET_API_KEY: optional(z.string().min(1)),
  FLOTA_POSITIONS_POLL_S: optional(integer(10, 3600)).default(15),
  FLOTA_EVENTS_POLL_S: optional(integer(10, 3600)).default(120),
  FLOTA_EVENTS_LOOKBACK_S: optional(integer(0, 7 * 24 * 3600)).default(3600),
  FLOTA_WATCH_GRACE_S: optional(integer(0, 3600)).default(60),
  FLOTA_SSE_HEARTBEAT_S: optional(integer(1, 15)).default(15),
  FLOTA_SSE_MAX_AGE_S: optional(integer(1, 24 * 3600)),
  FLOTA_SSE_BUFFER: optional(integer(10, 1_000_000)).default(5000),
  // A week of events for 500 vehicles is tens of megabytes that the service computes first.
  FLOTA_UPSTREAM_TIMEOUT_MS: optional(integer(100, 300_000)).default(60_000),
  FLOTA_HISTORY_CONCURRENCY: optional(integer(1, 16)).default(2),
  // The history sync: closed days kept in the store (0 turns it off), and the share of the key's
  // spare units it may spend (what live polling and people leave over).
  FLOTA_SYNC_DAYS: optional(integer(0, 90)).default(90),
  FLOTA_SYNC_SHARE: optional(z.coerce.number().gt(0).max(1)).default(0.5),
  FLOTA_LOG: optional(z.enum(['silent', 'info'])).default('info'),
};

const authShape = {
  FLOTA_USERS_FILE: optional(z.string().min(1)),
  FLOTA_SESSION_SECRET: optional(z.string().min(32, 'debe tener al menos 32 caracteres')),
  FLOTA_SESSION_HOURS: optional(integer(1, 168)).default(12),
  // Reverse proxies in front whose `X-Forwarded-For` entries are believed (0: the socket's address).
  FLOTA_TRUSTED_PROXIES: optional(integer(0, 10)).default(0),
  // Comma-separated origins the map may fetch from (the CSP's connect-src), besides the style's own.
  FLOTA_MAP_ORIGINS: optional(
    z
      .string()
      .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
      .pipe(z.array(httpUrl.transform((url) => new URL(url).origin), { error: 'lista de orígenes http(s) separados por comas' })),
  ).default([]),
};

/**
 * `DATABASE_URL` set means a PostgreSQL server shared by every instance; unset, the embedded
 * database keeps its files under `FLOTA_DATA_DIR` and serves this process alone.
 */
const storeShape = {
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'debe ser una URL postgres:// o postgresql://' })),
  FLOTA_DATA_DIR: optional(z.string().min(1)).default('./data'),
  FLOTA_DB_POOL_MAX: optional(integer(2, 100)).default(10),
  FLOTA_EVENT_RETENTION_DAYS: optional(integer(1, 3650)).default(90),
  // Another instance takes over at most this long after the leader stops renewing.
  FLOTA_LEADER_LEASE_S: optional(integer(3, 600)).default(20),
  FLOTA_INSTANCE_ID: optional(z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'letras, dígitos, . _ - (hasta 64)')),
};

const processShape = {
  // server/main.ts sets it before Next loads: `--dev` is development, anything else production.
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('production'),
  PORT: optional(integer(0, 65_535)).default(3000),
  // How often browsers read the positions snapshot; unset, they follow the gateway's poll interval.
  LIVE_REFRESH_SECONDS: optional(integer(1, 300)),
};

export const serverEnvShape = { ...processShape, ...simShape, ...gatewayShape, ...authShape, ...storeShape, ...publicEnvSchema.shape };

export const serverEnvSchema = z.object(serverEnvShape).superRefine((env, ctx) => {
    if (env.FLEET_API_BASE_URL === undefined) return;
    // A real Fleet API shows real people's vehicles: no demo users, no throw-away session secret.
    const required = {
      FLEET_API_KEY: 'obligatoria cuando FLEET_API_BASE_URL está definida',
      FLOTA_USERS_FILE: 'obligatoria con una Fleet API real: creá el archivo con `npm run user:add` y poné aquí su ruta',
      FLOTA_SESSION_SECRET: 'obligatoria con una Fleet API real: al menos 32 caracteres al azar (`openssl rand -base64 32`)',
    } as const;
    for (const [name, message] of Object.entries(required)) {
      if (env[name as keyof typeof required] === undefined) ctx.addIssue({ code: 'custom', path: [name], message });
    }
  });

export type ParsedServerEnv = z.infer<typeof serverEnvSchema>;
export type PublicEnv = z.infer<typeof publicEnvSchema>;
export type SimEnv = z.infer<typeof simEnvSchema>;
