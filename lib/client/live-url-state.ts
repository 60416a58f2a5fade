import * as z from 'zod/mini';
import { CLIENTE_ID_PATTERN, VEHICULO_ID_PATTERN } from '@/lib/fleet/id-patterns';
import { LIST_STATUSES, type ListStatus } from './fleet-filter';

/*
 * zod's "mini" build: the same schemas and types as everywhere else, but tree-shakable, so the map
 * page's first load (MapLibre alone takes 300 KB of its 450 KB budget) carries only the few checks
 * used here rather than zod's whole method-chaining build.
 */

/** An absent parameter reads as the empty string, so absence and emptiness mean the same. */
const param = z.pipe(z.optional(z.string()), z.transform((raw) => raw ?? ''));

/** A comma-separated list whose items all match `item`; a list with any bad item is dropped whole. */
const csv = <Item extends string>(item: z.ZodMiniType<Item, string>) =>
  z.catch(z.pipe(z.pipe(param, z.transform((raw) => raw.split(',').filter(Boolean))), z.array(item)), [] as Item[]);

const bounded = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));

/** `lat,lon,zoom`, WGS84 degrees and a MapLibre zoom; absent or bad, null. */
const mapViewNumbers = z.pipe(
  param,
  z.transform((raw) => raw.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)))),
);
const mapViewTuple = z.pipe(
  z.tuple([bounded(-90, 90), bounded(-180, 180), bounded(0, 22)]),
  z.transform(([latitude, longitude, zoom]) => ({ latitude, longitude, zoom })),
);
const mapView = z.catch(z.nullable(z.pipe(mapViewNumbers, mapViewTuple)), null);

/**
 * What the live page keeps in its URL (parameter names as in the URL), so a link opens the same
 * view for whoever receives it. Each parameter that does not hold falls back to its default, so a
 * bad link still opens the page with whatever it got right.
 */
export const liveUrlStateSchema = z.pipe(
  z.object({
    q: z.pipe(param, z.transform((s) => s.slice(0, 100))),
    cliente: csv(z.string().check(z.regex(CLIENTE_ID_PATTERN))),
    estado: csv(z.enum(LIST_STATUSES)),
    vehiculo: z.catch(
      z.pipe(z.optional(z.string().check(z.regex(VEHICULO_ID_PATTERN))), z.transform((v) => v ?? null)),
      null,
    ),
    seguir: z.pipe(param, z.transform((s) => s === '1')),
    mapa: mapView,
  }),
  z.transform(({ cliente, estado, ...rest }) => ({
    ...rest,
    clientes: cliente as readonly string[],
    estados: estado as readonly ListStatus[],
  })),
);

export type LiveUrlState = z.output<typeof liveUrlStateSchema>;

export function parseLiveUrlState(params: URLSearchParams): LiveUrlState {
  return liveUrlStateSchema.parse(Object.fromEntries(params));
}

const round = (n: number, digits: number) => String(Number(n.toFixed(digits)));

export function serializeLiveUrlState(state: LiveUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vehiculo) params.set('vehiculo', state.vehiculo);
  if (state.vehiculo && state.seguir) params.set('seguir', '1');
  if (state.q) params.set('q', state.q);
  if (state.clientes.length) params.set('cliente', state.clientes.join(','));
  if (state.estados.length) params.set('estado', state.estados.join(','));
  if (state.mapa) {
    const { latitude, longitude, zoom } = state.mapa;
    params.set('mapa', [round(latitude, 5), round(longitude, 5), round(zoom, 2)].join(','));
  }
  return params;
}
