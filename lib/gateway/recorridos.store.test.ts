import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flotaRecorridoSchema } from '@/lib/fleet/flota-api';
import { TEST_START } from '@/lib/sim/test-support/sim-fixture';
import { dayRange } from '@/lib/store/argentina-days';
import type { Store } from '@/lib/store/store';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { fleetCalls } from './fleet-calls';

const HOUR = 3_600_000;
const VEHICULO = 'veh_100004';
const ROUTE_PATH = '/v1/vehiculos/{id}/recorrido';
const iso = (ms: number) => new Date(ms).toISOString();

/** Three closed days, cut at both ends: 09:00 of the first to 17:00 of the third. */
const CLOSED = { desde: dayRange('2026-03-07').desde + 9 * HOUR, hasta: dayRange('2026-03-09').desde + 17 * HOUR };

async function route(range: { desde: number; hasta: number }) {
  const response = await callApi(`/api/vehiculos/${VEHICULO}/recorrido?desde=${iso(range.desde)}&hasta=${iso(range.hasta)}`);
  expect(response.status).toBe(200);
  return flotaRecorridoSchema.parse(await response.json()).datos;
}

/** The same range asked of the API directly, in one query. */
async function direct(h: Harness, range: { desde: number; hasta: number }) {
  return (await h.gateway.upstream.call(fleetCalls.recorrido(VEHICULO, range), { priority: 'interactive' })).datos;
}

/** Upstream route queries that `run` made. */
async function queriesOf(h: Harness, run: () => Promise<unknown>): Promise<number> {
  const before = await h.requests(ROUTE_PATH);
  await run();
  return (await h.requests(ROUTE_PATH)) - before;
}

describe.each(ENGINES)('routes of closed days kept in the store (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  let h: Harness;
  beforeAll(async () => {
    place = await storePlace(engine);
    store = await place.open();
    h = await startHarness({ overrides: { store } });
  });
  afterAll(async () => {
    await h.close();
    await store.close();
    await place.remove();
  });

  it('asks for closed days once, whole, and answers the range exactly as the API would', async () => {
    let first!: Awaited<ReturnType<typeof route>>;
    expect(await queriesOf(h, async () => (first = await route(CLOSED)))).toBe(1);
    const api = await direct(h, CLOSED);
    expect(first.puntos).toEqual(api.puntos);
    expect(first.cantidad_puntos).toBe(api.cantidad_puntos);
    expect(first.distancia_km).toBeCloseTo(api.distancia_km, 3);
    expect([first.desde, first.hasta, first.patente]).toEqual([api.desde, api.hasta, api.patente]);
    // Two hours inside the middle day: nothing to ask, cut from the day held.
    const inside = { desde: dayRange('2026-03-08').desde + 10 * HOUR, hasta: dayRange('2026-03-08').desde + 12 * HOUR };
    let cut!: Awaited<ReturnType<typeof route>>;
    expect(await queriesOf(h, async () => (cut = await route(inside)))).toBe(0);
    const apiCut = await direct(h, inside);
    expect(cut.puntos).toEqual(apiCut.puntos);
    expect(cut.distancia_km).toBeCloseTo(apiCut.distancia_km, 3);
  });

  it('asks the API each time for what is not closed yet, and only for that', async () => {
    const range = { desde: dayRange('2026-03-10').desde + 8 * HOUR, hasta: TEST_START - HOUR };
    // Yesterday, whole, and this morning.
    expect(await queriesOf(h, () => route(range))).toBe(2);
    const later = { ...range, hasta: range.hasta + 60_000 };
    let answer!: Awaited<ReturnType<typeof route>>;
    expect(await queriesOf(h, async () => (answer = await route(later)))).toBe(1);
    expect(answer.puntos).toEqual((await direct(h, later)).puntos);
  });

  it('keeps the days for a gateway started later on the same store (a restart, another instance)', async () => {
    await h.close();
    h = await startHarness({ overrides: { store } });
    expect(await queriesOf(h, () => route(CLOSED))).toBe(0);
  });

  it('answers from the API when the store cannot be read', async () => {
    const brokenPlace = await storePlace(engine);
    const broken = await brokenPlace.open();
    await broken.close();
    const other = await startHarness({ overrides: { store: broken } });
    try {
      let answer!: Awaited<ReturnType<typeof route>>;
      expect(await queriesOf(other, async () => (answer = await route(CLOSED)))).toBe(1);
      expect(answer.puntos).toEqual((await direct(other, CLOSED)).puntos);
    } finally {
      await other.close();
      await brokenPlace.remove();
    }
  });
});
