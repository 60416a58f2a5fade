import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ROUTE_FACTS_VERSION } from '@/lib/fleet/route-facts';
import { countHeldDays } from '@/lib/store/closed-days';
import { putRouteDays } from '@/lib/store/route-days';
import { recordRouteRefusal, ROUTE_REFUSAL_MS, routeRefusals } from '@/lib/store/route-refusals';
import { routeDay } from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { loadServerEnv } from '@/lib/env/server';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { fleetCalls } from './fleet-calls';
import { createGateway, type Gateway } from './gateway';

const ROUTE_PATH = '/v1/vehiculos/{id}/recorrido';
const EVENTS_PATH = '/v1/eventos';
/** Four vehicles; the harness's clock is 2026-03-11 10:30, so the last closed day is the 10th. */
const FLEET = { clients: [{ id: 'cli_1001', name: 'Transportes del Sur', vehicles: 4 }] };
const NEWER_WEEK = ['2026-03-04', '2026-03-10'] as const;
const OLDER_WEEK = ['2026-02-25', '2026-03-03'] as const;

async function until(condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the sync did not get there in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(ENGINES)('the history sync (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  let h: Harness;
  let vehiculos: string[];
  const gateways: Gateway[] = [];

  /** A gateway on the harness's API and key and on `on` (the test's store unless told), with these sync settings. */
  function gatewayWith(env: Record<string, string>, on = store): Gateway {
    const gateway = createGateway(loadServerEnv({ FLOTA_LOG: 'silent', ...env }), { target: { baseUrl: h.sim.url, key: h.key }, store: on });
    gateways.push(gateway);
    return gateway;
  }
  const held = (desde: string, hasta: string, kind: 'rutas' | 'eventos' = 'rutas') => countHeldDays(store, kind, vehiculos, desde, hasta);

  beforeEach(async () => {
    place = await storePlace(engine);
    store = await place.open();
    h = await startHarness({ sim: FLEET, overrides: { store } });
    vehiculos = (await h.gateway.directory.index('interactive')).value.vehiculos.map((v) => v.id);
  });
  afterEach(async () => {
    gateways.splice(0).forEach((gateway) => gateway.close());
    await h.close();
    await store.close();
    await place.remove();
  });

  it('keeps every closed day of every vehicle, newest week first, one query per vehicle-week, and then asks no more', async () => {
    const gateway = gatewayWith({ FLOTA_SYNC_DAYS: '14', FLOTA_SYNC_SHARE: '1' });
    gateway.historySync!.start();
    await until(async () => (await held(OLDER_WEEK[0], NEWER_WEEK[1])) === 4 * 14);
    expect(await h.requests(ROUTE_PATH)).toBe(4 * 2);
    // The events of all four vehicles, one query a week.
    expect(await held(OLDER_WEEK[0], NEWER_WEEK[1], 'eventos')).toBe(4 * 14);
    expect(await h.requests(EVENTS_PATH)).toBe(2);
    expect(await h.requests(ROUTE_PATH, 429)).toBe(0);
    expect(await h.requests(EVENTS_PATH, 429)).toBe(0);
    const history = await gateway.closedEventDays!.held(vehiculos, ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'], undefined);
    const direct = await gateway.upstream.call(fleetCalls.eventos({ range: { desde: Date.parse('2026-03-04T00:00:00-03:00'), hasta: Date.parse('2026-03-10T23:59:59.999-03:00') } }), { priority: 'interactive' });
    expect(history?.map((e) => e.id)).toEqual(direct.datos.map((e) => e.id));

    const rows = await store.db.select({ dia: routeDay.dia, storedAt: routeDay.storedAt }).from(routeDay).where(inArray(routeDay.vehiculo, vehiculos));
    const storedAt = (week: readonly [string, string]) => rows.filter((r) => r.dia >= week[0] && r.dia <= week[1]).map((r) => r.storedAt.getTime());
    expect(Math.max(...storedAt(NEWER_WEEK))).toBeLessThanOrEqual(Math.min(...storedAt(OLDER_WEEK)));

    const progress = await gateway.syncProgress!.view();
    expect(progress).toMatchObject({ dias: 14, vehiculos: 4, desde: OLDER_WEEK[0], hasta: NEWER_WEEK[1], guardados: 56, total: 56, porcentaje: 100 });
    // Everything held: a while later, still no further query.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await h.requests(ROUTE_PATH)).toBe(4 * 2);
    expect(await h.requests(EVENTS_PATH)).toBe(2 + 1);
  });

  it('derives the facts of days held without them (an older database) before it plans', async () => {
    const [vehiculo] = vehiculos as [string];
    await putRouteDays(store, [{ vehiculo, dia: NEWER_WEEK[1], patente: null, distanciaKm: 0, puntos: [] }]);
    const row = and(eq(routeDay.vehiculo, vehiculo), eq(routeDay.dia, NEWER_WEEK[1]));
    await store.db.update(routeDay).set({ hechosVersion: null, hechosResumen: null, hechosPiezas: null }).where(row);
    gatewayWith({ FLOTA_SYNC_DAYS: '1', FLOTA_SYNC_SHARE: '1' }).historySync!.start();
    await until(async () => (await store.db.select({ v: routeDay.hechosVersion }).from(routeDay).where(row))[0]?.v === ROUTE_FACTS_VERSION);
    await until(async () => (await held(NEWER_WEEK[1], NEWER_WEEK[1])) === 4);
  });

  it('spends no more than its share of the spare units in a minute, and live calls go first meanwhile', async () => {
    const share = 0.25;
    const gateway = gatewayWith({ FLOTA_SYNC_DAYS: '14', FLOTA_SYNC_SHARE: String(share) });
    gateway.historySync!.start();
    await until(async () => (await h.requests(ROUTE_PATH)) > 0);
    const asked = Date.now();
    await gateway.upstream.call(fleetCalls.posiciones(), { priority: 'live' });
    // The budget's own windows are a minute long: a live call kept behind the sync would wait that.
    expect(Date.now() - asked).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const calls = (await h.requests(ROUTE_PATH)) + (await h.requests(EVENTS_PATH));
    // 120 units a minute, a few of them spent by others: a quarter of the rest is 29, five queries of 5.
    expect(calls * 5).toBeLessThanOrEqual(share * 120);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(await held(OLDER_WEEK[0], NEWER_WEEK[1])).toBeLessThan(4 * 14);
    expect(await h.requests(ROUTE_PATH, 429)).toBe(0);
  });

  it.runIf(engine === 'server')('runs on one instance of those sharing the database', async () => {
    const other = await place.open({ instanceId: 'instancia-b' });
    try {
      const settings = { FLOTA_SYNC_DAYS: '14', FLOTA_SYNC_SHARE: '1' };
      for (const gateway of [gatewayWith(settings), gatewayWith(settings, other)]) gateway.historySync!.start();
      await until(async () => (await held(OLDER_WEEK[0], NEWER_WEEK[1])) === 4 * 14);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await h.requests(ROUTE_PATH)).toBe(4 * 2);
      expect(await h.requests(EVENTS_PATH)).toBe(2);
    } finally {
      gateways.splice(0).forEach((gateway) => gateway.close());
      await other.close();
    }
  });

  it('asks for no more routes once the key turns out to lack «recorridos», and keeps the events all the same', async () => {
    await h.close();
    h = await startHarness({ sim: FLEET, key: { permissions: ['posiciones', 'eventos'] }, overrides: { store } });
    gatewayWith({ FLOTA_SYNC_DAYS: '14', FLOTA_SYNC_SHARE: '1' }).historySync!.start();
    await until(async () => (await h.requests(ROUTE_PATH)) > 0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await h.requests(ROUTE_PATH)).toBe(1);
    expect(await h.requests(ROUTE_PATH, 403)).toBe(1);
    await until(async () => (await held(OLDER_WEEK[0], NEWER_WEEK[1], 'eventos')) === 4 * 14);
  });

  it('passes over a vehicle whose routes the service does not keep (501), for a day and on every instance, and is complete without it', async () => {
    await h.close();
    h = await startHarness({ sim: { clients: [{ ...FLEET.clients[0]!, withoutHistory: 1 }] }, overrides: { store } });
    const first = gatewayWith({ FLOTA_SYNC_DAYS: '14', FLOTA_SYNC_SHARE: '1' });
    first.historySync!.start();
    await until(async () => (await held(OLDER_WEEK[0], NEWER_WEEK[1])) === 3 * 14);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Refused once: the older week is not asked for it.
    expect(await h.requests(ROUTE_PATH, 501)).toBe(1);
    expect(await h.requests(ROUTE_PATH)).toBe(4 + 3);
    const refused = [...(await routeRefusals(store)).keys()];
    expect(refused).toHaveLength(1);
    // Any instance tells the sync complete without that vehicle, and says so.
    const other = gatewayWith({ FLOTA_SYNC_DAYS: '14', FLOTA_SYNC_SHARE: '1' });
    await other.serviceClock.ready();
    const progress = await other.syncProgress!.view();
    expect(progress).toMatchObject({ vehiculos: 3, sin_historial: 1, guardados: 3 * 14, total: 3 * 14, porcentaje: 100 });
    first.close();

    // After a restart it is not asked again while the refusal stands; a day later it is, and one with routes is cleared.
    const withRoutes = vehiculos.find((id) => !refused.includes(id))!;
    await store.db.delete(routeDay).where(eq(routeDay.vehiculo, withRoutes));
    await recordRouteRefusal(store, withRoutes, 'no_disponible', Date.now() - ROUTE_REFUSAL_MS - 60_000);
    gatewayWith({ FLOTA_SYNC_DAYS: '14', FLOTA_SYNC_SHARE: '1' }).historySync!.start();
    await until(async () => (await held(OLDER_WEEK[0], NEWER_WEEK[1])) === 3 * 14 && (await routeRefusals(store)).size === 1);
    expect(await h.requests(ROUTE_PATH, 501)).toBe(1);
    expect([...(await routeRefusals(store)).keys()]).toEqual(refused);
  });

  it('goes on after a restart from what the store holds, and never asks again for a vehicle-day held', async () => {
    // A person's replay of three closed days of one vehicle kept them first.
    const replayed = await callApi(`/api/vehiculos/${vehiculos[0]}/recorrido?desde=2026-03-08T00:00:00-03:00&hasta=2026-03-10T23:59:59-03:00`);
    expect(replayed.status).toBe(200);
    expect(await h.requests(ROUTE_PATH)).toBe(1);

    const first = gatewayWith({ FLOTA_SYNC_DAYS: '7', FLOTA_SYNC_SHARE: '1' });
    first.historySync!.start();
    await until(async () => (await held(...NEWER_WEEK)) === 4 * 7);
    // The replayed vehicle needed only its four days before them: one query, like the others.
    expect(await h.requests(ROUTE_PATH)).toBe(1 + 4);
    first.close();

    const restarted = gatewayWith({ FLOTA_SYNC_DAYS: '14', FLOTA_SYNC_SHARE: '1' });
    restarted.historySync!.start();
    await until(async () => (await held(OLDER_WEEK[0], NEWER_WEEK[1])) === 4 * 14);
    expect(await h.requests(ROUTE_PATH)).toBe(1 + 4 + 4);
    expect(await h.requests(EVENTS_PATH)).toBe(1 + 1);
    expect(await h.requests(ROUTE_PATH, 429)).toBe(0);
  });
});
