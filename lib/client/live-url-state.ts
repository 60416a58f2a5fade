import * as z from 'zod/mini';
import { CLIENTE_ID_PATTERN, VEHICULO_ID_PATTERN } from '@/lib/fleet/id-patterns';
import { LIST_STATUSES, type ListStatus } from './fleet-filter';

/*
 * Parsed on the server (app/page.tsx hands the result to the page), never in the browser: even
 * zod's tree-shakable "mini" build would add 23 KB of schemas to the map page's first load
 * (MapLibre alone takes 290 KB of its 450 KB budget). The browser only writes the URL back
 * (`live-url-serialize.ts`).
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

/** Reads the page's `searchParams` as Next hands them over; a repeated parameter counts by its last value. */
export function parseLiveUrlState(search: Record<string, string | string[] | undefined>): LiveUrlState {
  const lastValues = Object.entries(search).map(([name, value]) => [name, Array.isArray(value) ? value.at(-1) : value]);
  return liveUrlStateSchema.parse(Object.fromEntries(lastValues));
}
