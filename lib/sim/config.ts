import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';
import { permisoSchema } from '@/lib/fleet/schemas/estado';
import { parseApiDateTime } from '@/lib/fleet/time';

/** The embedded Fleet API's config file (docs/embedded-api.md#config-file). Unknown fields are errors. */
const clientIdSchema = z.string().regex(/^cli_[A-Za-z0-9]+$/, 'debe ser «cli_» seguido de letras o dígitos');

const clientSchema = z.strictObject({
  id: clientIdSchema,
  name: z.string().nullable(),
  vehicles: z.number().int().min(0).max(20_000),
  withoutPosition: z.number().int().min(0).default(0),
  withoutHistory: z.number().int().min(0).default(0),
});

const ipSchema = z.string().refine((ip) => isIP(ip) !== 0, 'no es una dirección IP');
const expiresSchema = z.string().refine((v) => parseApiDateTime(v) !== null, 'no es una fecha ISO 8601 válida');

const keySchema = z.strictObject({
  key: z.string().regex(/^svc_live_[A-Za-z0-9_-]+$/, 'debe ser «svc_live_» seguido de una cadena opaca'),
  name: z.string().min(1),
  clients: z.union([z.literal('*'), z.array(clientIdSchema)]),
  permissions: z.array(permisoSchema),
  unitsPerMinute: z.number().int().positive().default(120),
  expires: expiresSchema.nullable().default(null),
  allowedIps: z.array(ipSchema).nullable().default(null),
  status: z.enum(['active', 'paused', 'revoked']).default('active'),
});

const limitsSchema = z.strictObject({
  invalidKeyAttempts: z.number().int().positive().default(20),
  lockoutSeconds: z.number().int().positive().default(600),
  historyQueriesInFlight: z.number().int().positive().default(2),
});

const faultsSchema = z.strictObject({
  unavailableRate: z.number().min(0).max(1).default(0),
  latencyMs: z.number().int().min(0).max(60_000).default(0),
});

/**
 * The fleet clock (docs/embedded-api.md#fleet-clock). `start` needs its offset: a clock that
 * meant another zone than the one written would run the whole fleet hours off. Odometers count
 * from 2025-01-01, and the 90 days before `start` must come after that.
 */
export const CLOCK_EARLIEST = '2025-04-01T00:00:00-03:00';
export const CLOCK_LATEST = '2099-12-31T23:59:59-03:00';
export const CLOCK_RATE_MIN = 0.001;
export const CLOCK_RATE_MAX = 3_600;
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const clockStartSchema = z
  .string()
  .refine(
    (v) => DATE_TIME_WITH_OFFSET.test(v) && parseApiDateTime(v) !== null,
    'debe ser una fecha y hora ISO 8601 con su zona, p. ej. 2026-03-11T10:30:00-03:00',
  )
  .refine((v) => {
    const ms = parseApiDateTime(v) ?? 0;
    return ms >= parseApiDateTime(CLOCK_EARLIEST)! && ms <= parseApiDateTime(CLOCK_LATEST)!;
  }, `debe estar entre ${CLOCK_EARLIEST} y ${CLOCK_LATEST}`);

const clockSchema = z.strictObject({
  start: clockStartSchema.optional(),
  rate: z
    .number(`debe ser un número entre ${CLOCK_RATE_MIN} y ${CLOCK_RATE_MAX}`)
    .min(CLOCK_RATE_MIN, `debe ser al menos ${CLOCK_RATE_MIN}`)
    .max(CLOCK_RATE_MAX, `debe ser a lo sumo ${CLOCK_RATE_MAX} (una hora de la flota por segundo)`)
    .default(1),
});

export const simConfigSchema = z
  .strictObject({
    seed: z.number().int().default(1),
    clients: z.array(clientSchema),
    keys: z.array(keySchema),
    limits: limitsSchema.default({ invalidKeyAttempts: 20, lockoutSeconds: 600, historyQueriesInFlight: 2 }),
    faults: faultsSchema.default({ unavailableRate: 0, latencyMs: 0 }),
    clock: clockSchema.optional(),
  })
  .superRefine(checkReferences);

export type SimConfig = z.infer<typeof simConfigSchema>;
export type SimClientConfig = SimConfig['clients'][number];
export type SimKeyConfig = SimConfig['keys'][number];
export type SimClockConfig = z.infer<typeof clockSchema>;

function checkReferences(config: z.infer<typeof simConfigSchema>, ctx: z.RefinementCtx): void {
  const clientIds = new Set<string>();
  config.clients.forEach((client, i) => {
    if (clientIds.has(client.id)) ctx.addIssue({ code: 'custom', path: ['clients', i, 'id'], message: 'id repetido' });
    clientIds.add(client.id);
    if (client.withoutPosition + client.withoutHistory > client.vehicles) {
      ctx.addIssue({
        code: 'custom',
        path: ['clients', i, 'withoutHistory'],
        message: 'withoutPosition + withoutHistory supera la cantidad de vehículos',
      });
    }
  });
  const total = config.clients.reduce((sum, c) => sum + c.vehicles, 0);
  if (total > 20_000) ctx.addIssue({ code: 'custom', path: ['clients'], message: 'más de 20000 vehículos en total' });
  const keys = new Set<string>();
  config.keys.forEach((key, i) => {
    if (keys.has(key.key)) ctx.addIssue({ code: 'custom', path: ['keys', i, 'key'], message: 'clave repetida' });
    keys.add(key.key);
    if (key.clients === '*') return;
    key.clients.forEach((id, j) => {
      if (!clientIds.has(id)) {
        ctx.addIssue({ code: 'custom', path: ['keys', i, 'clients', j], message: `el cliente ${id} no está en «clients»` });
      }
    });
  });
}

/** `keys[0].permissions[1]`: the way a person finds the field in the file. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

export type ConfigParseResult = { ok: true; config: SimConfig } | { ok: false; problems: string[] };

export function parseSimConfig(raw: unknown): ConfigParseResult {
  const parsed = simConfigSchema.safeParse(raw);
  if (parsed.success) return { ok: true, config: parsed.data };
  return { ok: false, problems: parsed.error.issues.flatMap(describeIssue) };
}

function describeIssue(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `${formatFieldPath([...issue.path, key])}: campo desconocido`);
  }
  return [`${formatFieldPath(issue.path) || '(raíz)'}: ${issue.message}`];
}

/** Reads and validates a config file; a bad one stops the process naming the offending field. */
export function loadSimConfig(path: string): SimConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return stop(`SIM_CONFIG ${path}: no se pudo leer como JSON (${(error as Error).message})`);
  }
  const result = parseSimConfig(raw);
  if (result.ok) return result.config;
  return stop(`SIM_CONFIG ${path} no es válido:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}
