import { z } from 'zod';
import { CATALOGO, CATEGORIA_IDS } from '@/lib/fleet/catalog';
import { clienteIdSchema, vehiculoIdSchema } from '@/lib/fleet/ids';
import { categoriaIdSchema, tipoEventoNombreSchema } from '@/lib/fleet/schemas/evento';
import { RANGE_PRESET_IDS } from './range-presets';

/** A comma-separated URL value whose unknown or malformed items are dropped, not fatal. */
function listParam<T extends z.ZodType<string>>(item: T) {
  return z
    .string()
    .optional()
    .transform((raw) => [...new Set((raw ?? '').split(',').filter((v) => item.safeParse(v).success))] as z.infer<T>[]);
}

const optionalText = z.string().trim().max(200).optional().catch(undefined);

export const sortParamSchema = z
  .string()
  .regex(/^[a-z_]+:(asc|desc)$/)
  .optional()
  .catch(undefined);

/**
 * The history page's state, all of it in the URL so a view can be bookmarked and shared:
 * the query (range, clients, vehicles, categories, types) decides what is fetched; the
 * refinements (text, a clicked day, vehicle or type) narrow the fetched rows instantly.
 */
export const historyUrlSchema = z.object({
  rango: z.enum(RANGE_PRESET_IDS).optional().catch(undefined),
  desde: optionalText,
  hasta: optionalText,
  clientes: listParam(clienteIdSchema),
  vehiculos: listParam(vehiculoIdSchema),
  categorias: listParam(categoriaIdSchema),
  tipos: listParam(tipoEventoNombreSchema),
  texto: optionalText,
  dia: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  vehiculo: vehiculoIdSchema.optional().catch(undefined),
  tipo: z.string().max(64).optional().catch(undefined),
  orden: sortParamSchema,
  evento: z.string().max(80).optional().catch(undefined),
});

export type HistoryUrlState = z.infer<typeof historyUrlSchema>;

export function parseHistoryUrl(params: URLSearchParams): HistoryUrlState {
  return historyUrlSchema.parse(Object.fromEntries(params));
}

/** The URL query string of a state, leaving out what is empty so links stay short. */
export function historyUrlParams(state: HistoryUrlState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state) as [string, string | string[] | undefined][]) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) params.set(key, text);
  }
  return params;
}

/** The event types a query asks for: the chosen categories' types plus the types chosen one by one. */
export function effectiveTypes(state: Pick<HistoryUrlState, 'categorias' | 'tipos'>): string[] {
  if (state.categorias.length === CATEGORIA_IDS.length) return [];
  const chosen = new Set<string>(state.tipos);
  for (const entry of CATALOGO) if (state.categorias.includes(entry.categoria)) chosen.add(entry.tipo);
  return [...chosen].sort();
}

/** The part of the state that decides what is fetched; changing it means asking the gateway again. */
export type HistoryQuery = Pick<HistoryUrlState, 'rango' | 'desde' | 'hasta' | 'clientes' | 'vehiculos' | 'categorias' | 'tipos'>;

export function queryOf(state: HistoryUrlState): HistoryQuery {
  const { rango, desde, hasta, clientes, vehiculos, categorias, tipos } = state;
  return { rango, desde, hasta, clientes, vehiculos, categorias, tipos };
}

/** Applies a category/type choice, keeping only identifiers this build knows (as the URL parser does). */
export function withTypeChoice(query: HistoryQuery, choice: { categorias: string[]; tipos: string[] }): HistoryQuery {
  return {
    ...query,
    categorias: choice.categorias.filter((c) => categoriaIdSchema.safeParse(c).success) as HistoryQuery['categorias'],
    tipos: choice.tipos.filter((t) => tipoEventoNombreSchema.safeParse(t).success) as HistoryQuery['tipos'],
  };
}
