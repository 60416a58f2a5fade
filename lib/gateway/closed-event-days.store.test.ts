import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TimeRange } from '@/lib/fleet/range';
import { dayRange } from '@/lib/store/argentina-days';
import type { Store } from '@/lib/store/store';
import { startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { fleetCalls } from './fleet-calls';
import { createGateway, type Gateway } from './gateway';
import { collectHistory, prepareHistory } from './history-answer';

const HOUR = 3_600_000;
const EVENTS_PATH = '/v1/eventos';
/** A closed week on the suite's fleet clock (its now is 2026-03-11 10:30), Monday to Sunday, whole. */
const WEEK = { desde: dayRange('2026-03-02').desde, hasta: dayRange('2026-03-08').hasta };

describe.each(ENGINES)('events of closed days kept in the store (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  let h: Harness;
  const gateways: Gateway[] = [];
  beforeAll(async () => {
    place = await storePlace(engine);
    store = await place.open();
    h = await startHarness({ overrides: { store } });
  });
  afterEach(() => gateways.splice(0).forEach((gateway) => gateway.close()));
  afterAll(async () => {
    await h.close();
    await store.close();
    await place.remove();
  });

  /** A gateway that just started on the same store (or another instance on it): nothing in its memory. */
  async function restarted(): Promise<Gateway> {
    const gateway = createGateway(h.gateway.env, { target: { baseUrl: h.sim.url, key: h.key }, store });
    gateways.push(gateway);
    await gateway.serviceClock.ready();
    return gateway;
  }
  async function history(gateway: Gateway, range: TimeRange, tipos?: string[]) {
    return (await collectHistory(await prepareHistory(gateway, { range, tipos }), range, new AbortController().signal)).datos;
  }
  async function direct(range: TimeRange, tipos?: string[]) {
    return (await h.gateway.upstream.call(fleetCalls.eventos({ range, tipos }), { priority: 'interactive' })).datos;
  }
  /** Upstream events queries that `run` made. */
  async function queriesOf(run: () => Promise<unknown>): Promise<number> {
    const before = await h.requests(EVENTS_PATH);
    await run();
    return (await h.requests(EVENTS_PATH)) - before;
  }

  it('asks for a closed week once: asked again after a restart, it costs nothing and answers as the API does', async () => {
    let first: unknown;
    expect(await queriesOf(async () => (first = await history(await restarted(), WEEK)))).toBe(1);
    const api = await direct(WEEK);
    expect(api.length).toBeGreaterThan(100);
    expect(first).toEqual(api);
    let again: unknown;
    expect(await queriesOf(async () => (again = await history(await restarted(), WEEK)))).toBe(0);
    expect(again).toEqual(api);
    // And the progress a person watches says so.
    const spent: number[] = [];
    for await (const message of (await prepareHistory(await restarted(), { range: WEEK })).run(new AbortController().signal)) {
      if (message.tipo === 'parte') spent.push(message.unidades_gastadas);
    }
    expect(spent).toEqual([0]);
    // Some types only: from the days held too.
    let some: unknown;
    expect(await queriesOf(async () => (some = await history(await restarted(), WEEK, ['exceso_velocidad', 'encendido'])))).toBe(0);
    expect(some).toEqual(await direct(WEEK, ['exceso_velocidad', 'encendido']));
  });

  it('asks only for what lies beyond the days held, and never two queries where one would do', async () => {
    await history(await restarted(), WEEK);
    // From 09:00 of the week's Wednesday to the end of the week: its Wednesday from the API, the rest held.
    const tail = { desde: dayRange('2026-03-04').desde + 9 * HOUR, hasta: WEEK.hasta };
    let answer: unknown;
    expect(await queriesOf(async () => (answer = await history(await restarted(), tail)))).toBe(1);
    expect(answer).toEqual(await direct(tail));
    // Cut at both ends, the whole range is one query, as it would be with nothing held.
    const middle = { desde: dayRange('2026-03-04').desde + 9 * HOUR, hasta: dayRange('2026-03-06').desde + 17 * HOUR };
    expect(await queriesOf(async () => (answer = await history(await restarted(), middle)))).toBe(1);
    expect(answer).toEqual(await direct(middle));
  });

  it('keeps no days of an answer filtered by type: it is not all they hold', async () => {
    const other = { desde: dayRange('2026-02-23').desde, hasta: dayRange('2026-03-01').hasta };
    await history(await restarted(), other, ['encendido']);
    expect(await queriesOf(async () => history(await restarted(), other))).toBe(1);
  });
});
