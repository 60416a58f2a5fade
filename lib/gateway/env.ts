import 'server-only';
import { z } from 'zod';

/** An unset variable and an empty one (`FOO=` in a .env file) mean the same: use the default. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

function seconds(min: number, max: number) {
  return z.coerce.number().int().min(min).max(max);
}

/**
 * The server's environment, validated once at start (server/main.ts) so that a bad
 * deployment fails before serving anything. Limits follow fleet-api.md: positions refresh no
 * faster than every 10 s (§4 rule 7); events are followed every 2–5 minutes (§4 rule 5), and
 * shorter intervals are allowed only so that demos and tests need not wait minutes.
 */
export const serverEnvSchema = z
  .object({
    FLEET_API_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
    FLEET_API_KEY: optional(z.string().min(1)),
    FLOTA_POSITIONS_POLL_S: optional(seconds(10, 3600)).default(15),
    FLOTA_EVENTS_POLL_S: optional(seconds(10, 3600)).default(120),
    FLOTA_EVENTS_LOOKBACK_S: optional(seconds(0, 7 * 24 * 3600)).default(3600),
    FLOTA_WATCH_GRACE_S: optional(seconds(0, 3600)).default(60),
    FLOTA_SSE_HEARTBEAT_S: optional(seconds(1, 15)).default(15),
    FLOTA_SSE_MAX_AGE_S: optional(seconds(1, 24 * 3600)),
    FLOTA_SSE_BUFFER: optional(z.coerce.number().int().min(10).max(1_000_000)).default(5000),
    // A week of events for 500 vehicles is tens of megabytes that the service computes first.
    FLOTA_UPSTREAM_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(300_000)).default(60_000),
    FLOTA_HISTORY_CONCURRENCY: optional(z.coerce.number().int().min(1).max(16)).default(2),
    FLOTA_LOG: optional(z.enum(['silent', 'info'])).default('info'),
    SIM_HOST: optional(z.string().min(1)).default('127.0.0.1'),
    SIM_PORT: optional(z.coerce.number().int().min(0).max(65_535)).default(4010),
  })
  .superRefine((env, ctx) => {
    if (env.FLEET_API_BASE_URL && !env.FLEET_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['FLEET_API_KEY'],
        message: 'FLEET_API_KEY es obligatoria cuando FLEET_API_BASE_URL está definida',
      });
    }
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Parses the environment; throws an error naming each bad variable (never echoing its value). */
export function loadServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Configuración inválida del servidor de Flota:\n  ${problems.join('\n  ')}`);
}
