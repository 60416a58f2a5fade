import { callApi } from '@/lib/testing/gateway-harness';
import { TEST_START } from '@/lib/sim/test-support/sim-fixture';

/** One of our routes, as a test calls it: a valid request for the test fleet (see `simConfig`). */
export interface RouteUnderTest {
  name: string;
  path: string;
  /** The id in the path, for routes that have one. */
  id?: string;
  headers?: Record<string, string>;
}

const DAY = 86_400_000;
const iso = (msAgo: number) => new Date(TEST_START - msAgo).toISOString().replace(/\.\d+Z$/, 'Z');
/** A settled past day: its answers may be cached for long. */
export const PAST_DAY = `desde=${iso(3 * DAY)}&hasta=${iso(2 * DAY)}`;

export const VEHICLE = 'veh_100004';

export const EVERY_ROUTE: RouteUnderTest[] = [
  { name: 'posiciones', path: '/api/posiciones?cliente=cli_1001' },
  { name: 'vehiculos', path: '/api/vehiculos' },
  { name: 'vehiculo', path: `/api/vehiculos/${VEHICLE}`, id: VEHICLE },
  { name: 'posicion', path: `/api/vehiculos/${VEHICLE}/posicion`, id: VEHICLE },
  { name: 'recorrido', path: `/api/vehiculos/${VEHICLE}/recorrido?${PAST_DAY}`, id: VEHICLE },
  { name: 'clientes', path: '/api/clientes' },
  { name: 'catalogo', path: '/api/catalogo/eventos' },
  { name: 'estado', path: '/api/estado' },
  { name: 'eventos (NDJSON)', path: `/api/eventos?${PAST_DAY}&cliente=cli_2002` },
  { name: 'eventos (JSON)', path: `/api/eventos?${PAST_DAY}&cliente=cli_2002`, headers: { accept: 'application/json' } },
  { name: 'eventos/stream', path: '/api/eventos/stream?tipos=panico' },
];

export function call(route: RouteUnderTest, signal?: AbortSignal): Promise<Response> {
  return callApi(route.path, { headers: route.headers, signal });
}

/** Reads a body whole, or for the endless SSE stream its first chunks. */
export async function readBody(response: Response, route: RouteUnderTest): Promise<string> {
  if (route.name !== 'eventos/stream') return response.text();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}
