import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { EVERY_ROUTE, VEHICLE, type RouteUnderTest } from './every-route';
import { TEST_START } from '@/lib/sim/test-support/sim-fixture';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Query strings no route accepts. */
const EVERYWHERE = ['foo=1', 'cliente=cli_1001&cliente=cli_2002', 'desde=mañana', 'tipos=panico&tipos=vuelco'];
/** Filters, dates and types for the routes that take them. */
const BY_PARAM: Record<string, string[]> = {
  cliente: ['cliente=abc', 'cliente=cli_1001,,cli_2002', 'cliente=', 'cliente=cli_%3Cscript%3E'],
  vehiculos: ['vehiculos=veh_1,../x', 'vehiculos=', `vehiculos=${'veh_1,'.repeat(20_001)}veh_2`],
  desde: ['desde=2026-13-45', 'desde=yesterday', `desde=${iso(TEST_START - 100 * DAY)}`, `desde=${iso(TEST_START - DAY)}&hasta=${iso(TEST_START - 2 * DAY)}`],
  tipos: ['tipos=no_existe', 'tipos=panico,PANICO', 'tipos=toString'],
};
const ACCEPTS: Record<string, string[]> = {
  posiciones: ['cliente', 'vehiculos'],
  vehiculos: ['cliente', 'vehiculos'],
  recorrido: ['desde'],
  'eventos (NDJSON)': ['cliente', 'vehiculos', 'desde', 'tipos'],
  'eventos (JSON)': ['cliente', 'vehiculos', 'desde', 'tipos'],
  'eventos/stream': ['cliente', 'vehiculos', 'tipos'],
};
const BAD_IDS = ['abc', 'veh_', 'veh_a/b', 'veh_%00', `veh_${'x'.repeat(80)}`, 'cli_1001'];

function badRequests(route: RouteUnderTest): { path: string; headers?: Record<string, string> }[] {
  const base = route.path.split('?')[0] as string;
  const queries = [...EVERYWHERE, ...(ACCEPTS[route.name] ?? []).flatMap((p) => BY_PARAM[p] ?? [])];
  const out = queries.map((q) => ({ path: `${base}?${q}`, headers: route.headers }));
  // The router hands a handler the decoded segment, so a path carries the id encoded, as a browser sends it.
  if (route.id) for (const id of BAD_IDS) out.push({ path: base.replace(VEHICLE, encodeURIComponent(id)), headers: route.headers });
  // And bytes that decode to nothing: the segment reaches the handler as sent, and is refused as an id.
  if (route.id) for (const raw of ['%E0%A4%A', '%', 'veh_%ZZ']) out.push({ path: base.replace(VEHICLE, raw), headers: route.headers });
  if (route.name === 'eventos/stream') out.push({ path: base, headers: { 'last-event-id': 'ayer' } });
  return out;
}

describe('bad input on every route', () => {
  it.each(EVERY_ROUTE.map((r) => [r.name, r] as const))('%s answers 400 in the error shape, and asks the upstream nothing', async (_name, route) => {
    const before = (await h.stats()).por_ruta.reduce((n, r) => n + r.solicitudes, 0);
    for (const bad of badRequests(route)) {
      const response = await callApi(bad.path, { headers: bad.headers });
      expect(response.status, bad.path.slice(0, 120)).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(['parametro_invalido', 'rango_invalido']).toContain(body.error.codigo);
      expect(body.error.mensaje).toMatch(/[a-záéíóúñ]{4}/);
      expect(body.error.solicitud).toBe(response.headers.get('x-solicitud'));
    }
    const after = (await h.stats()).por_ruta.reduce((n, r) => n + r.solicitudes, 0);
    expect(after).toBe(before);
  });
});
