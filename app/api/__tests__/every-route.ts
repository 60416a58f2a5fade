import { GET as catalogo } from '@/app/api/catalogo/eventos/route';
import { GET as clientes } from '@/app/api/clientes/route';
import { GET as estado } from '@/app/api/estado/route';
import { GET as eventos } from '@/app/api/eventos/route';
import { GET as stream } from '@/app/api/eventos/stream/route';
import { GET as posiciones } from '@/app/api/posiciones/route';
import { GET as vehiculos } from '@/app/api/vehiculos/route';
import { GET as vehiculo } from '@/app/api/vehiculos/[id]/route';
import { GET as posicion } from '@/app/api/vehiculos/[id]/posicion/route';
import { GET as recorrido } from '@/app/api/vehiculos/[id]/recorrido/route';
import { callRoute } from '@/lib/testing/gateway-harness';

type Params = { id: string };
/** Every handler takes these params: the dynamic ones read `id`, the others ignore it. */
type Handler = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

/** One of our routes, as a test calls it: its handler and how to fill in its path. */
export interface RouteUnderTest {
  name: string;
  handler: Handler;
  /** A valid request for the test fleet (see `simConfig`). */
  path: string;
  params?: Params;
  headers?: Record<string, string>;
}

const DAY = 86_400_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().replace(/\.\d+Z$/, 'Z');
/** A settled past day: its answers may be cached for long. */
export const PAST_DAY = `desde=${iso(3 * DAY)}&hasta=${iso(2 * DAY)}`;

export const VEHICLE = 'veh_100004';

export const EVERY_ROUTE: RouteUnderTest[] = [
  { name: 'posiciones', handler: posiciones, path: '/api/posiciones?cliente=cli_1001' },
  { name: 'vehiculos', handler: vehiculos, path: '/api/vehiculos' },
  { name: 'vehiculo', handler: vehiculo, path: `/api/vehiculos/${VEHICLE}`, params: { id: VEHICLE } },
  { name: 'posicion', handler: posicion, path: `/api/vehiculos/${VEHICLE}/posicion`, params: { id: VEHICLE } },
  { name: 'recorrido', handler: recorrido, path: `/api/vehiculos/${VEHICLE}/recorrido?${PAST_DAY}`, params: { id: VEHICLE } },
  { name: 'clientes', handler: clientes, path: '/api/clientes' },
  { name: 'catalogo', handler: catalogo, path: '/api/catalogo/eventos' },
  { name: 'estado', handler: estado, path: '/api/estado' },
  { name: 'eventos (NDJSON)', handler: eventos, path: `/api/eventos?${PAST_DAY}&cliente=cli_2002` },
  {
    name: 'eventos (JSON)',
    handler: eventos,
    path: `/api/eventos?${PAST_DAY}&cliente=cli_2002`,
    headers: { accept: 'application/json' },
  },
  { name: 'eventos/stream', handler: stream, path: '/api/eventos/stream?tipos=panico' },
];

export function call(route: RouteUnderTest, signal?: AbortSignal): Promise<Response> {
  return callRoute(route.handler, route.path, { params: route.params ?? { id: '' }, headers: route.headers, signal });
}

/** Reads a body whole, or for the endless SSE stream its first chunks. */
export async function readBody(response: Response, route: RouteUnderTest): Promise<string> {
  if (route.name !== 'eventos/stream') return response.text();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}
