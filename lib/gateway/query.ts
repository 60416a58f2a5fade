import 'server-only';
import { z } from 'zod';
import { isTipoEvento } from '@/lib/fleet/catalog';
import { clienteIdSchema, vehiculoIdSchema } from '@/lib/fleet/ids';
import { apiDateTimeParamSchema, HISTORY_WINDOW_MS, resolveRange, type TimeRange } from '@/lib/fleet/range';
import { GatewayError } from './gateway-error';
import type { FleetTime } from './service-clock';

/** A comma-separated list as the API writes `vehiculos` and `tipos` (docs/fleet-api.md#filters), each item checked. */
function commaList<T extends z.ZodType<string, string>>(item: T, max: number) {
  return z
    .string()
    .transform((text) => text.split(','))
    .pipe(z.array(item).min(1, 'la lista está vacía').max(max, `admite hasta ${max} elementos`))
    .transform((items) => [...new Set(items)]);
}

const tipoSchema = z.string().refine(isTipoEvento, { error: (issue) => `tipo de evento desconocido: «${String(issue.input).slice(0, 40)}»` });

export const filterParams = {
  cliente: commaList(clienteIdSchema, 100).optional(),
  vehiculos: commaList(vehiculoIdSchema, 20_000).optional(),
};
export const tiposParam = { tipos: commaList(tipoSchema, 100).optional() };
export const rangeParams = { desde: apiDateTimeParamSchema.optional(), hasta: apiDateTimeParamSchema.optional() };
/** The parameters of each route that takes any; schemas are built once per shape, so keep these constant. */
export const noParams = {};
export const historyParams = { ...filterParams, ...tiposParam, ...rangeParams };
export const streamParams = { ...filterParams, ...tiposParam };

/**
 * Parses a query string with a strict schema: an unknown or repeated parameter is an error too,
 * so that a typo is told rather than silently ignored. Errors are 400 `parametro_invalido`.
 */
export function parseQuery<T extends z.ZodRawShape>(url: URL, shape: T): z.infer<z.ZodObject<T>> {
  const schema = strictSchemaOf(shape);
  const raw: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const held = raw[name];
    raw[name] = held === undefined ? value : ([] as string[]).concat(held, value);
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data as z.infer<z.ZodObject<T>>;
  throw GatewayError.badInput('parametro_invalido', parsed.error.issues.map(describe).join(' '));
}

/** Routes parse on every request (hundreds a second for positions): build each schema once. */
const strictSchemas = new WeakMap<z.ZodRawShape, z.ZodObject>();

function strictSchemaOf(shape: z.ZodRawShape): z.ZodObject {
  let schema = strictSchemas.get(shape);
  if (!schema) {
    schema = z.strictObject(shape);
    strictSchemas.set(shape, schema);
  }
  return schema;
}

/** A path id (`veh_…`, `cli_…`), 400 when malformed. */
export function parseId(schema: typeof vehiculoIdSchema | typeof clienteIdSchema, value: string | undefined): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw GatewayError.badInput('parametro_invalido', `Identificador inválido: «${String(value).slice(0, 40)}».`);
}

/** `Last-Event-ID` of a resuming EventSource: one of our sequence numbers. */
export function parseLastEventId(value: string | null): number | null {
  if (value === null || value === '') return null;
  if (/^\d{1,16}$/.test(value)) return Number(value);
  throw GatewayError.badInput('parametro_invalido', `Last-Event-ID inválido: «${value.slice(0, 40)}».`);
}

/** `desde`/`hasta` with the API's defaults, any length within the last 90 days. */
export function parseRange(input: { desde?: number; hasta?: number }, fleetTime: FleetTime): TimeRange {
  const windowMs = fleetTime.known ? HISTORY_WINDOW_MS : Infinity;
  const result = resolveRange(input, fleetTime.now(), { maxRangeMs: Infinity, windowMs });
  if (!result.ok) throw GatewayError.badInput('rango_invalido', result.mensaje);
  return { desde: result.desde, hasta: result.hasta };
}

function describe(issue: z.core.$ZodIssue): string {
  const name = issue.path[0] === undefined ? '' : String(issue.path[0]);
  if (issue.code === 'unrecognized_keys') return `Parámetro desconocido: ${issue.keys.map((k) => `«${k}»`).join(', ')}.`;
  if (issue.code === 'invalid_type' && Array.isArray(issue.input)) return `El parámetro «${name}» aparece más de una vez.`;
  return `Parámetro «${name}» inválido: ${issue.message}.`;
}
