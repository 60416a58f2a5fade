import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeRange } from '@/lib/fleet/range';
import { eventCoverageIn } from '@/lib/store/event-coverage';
import { snapshot } from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { EventsFollower } from './events-follower';
import { fleetCalls } from './fleet-calls';
import { createGateway } from './gateway';
import { collectHistory, prepareHistory } from './history-answer';
import { byFecha } from './history-run';
import { scopeSignature } from './scope-signature';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const EVENTS_PATH = '/v1/eventos';

describe.each(ENGINES)('event history from the event log (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  let h: Harness;
  let follower: EventsFollower;
  beforeAll(async () => {
    place = await storePlace(engine);
    store = await place.open();
    h = await startHarness({ overrides: { store } });
    const { upstream, directory, serviceClock, feed } = h.gateway;
    follower = new EventsFollower({ upstream, directory, feed, serviceClock, lookbackMs: 6 * HOUR });
  });
  afterAll(async () => {
    await h.close();
    await store.close();
    await place.remove();
  });

  const now = () => h.gateway.serviceClock.now();
  const scope = async () => scopeSignature((await h.gateway.directory.index('interactive')).value);
  async function history(range: TimeRange, query: { tipos?: string[]; cliente?: string[] } = {}) {
    return (await collectHistory(await prepareHistory(h.gateway, { range, ...query }), range, new AbortController().signal)).datos;
  }
  async function direct(range: TimeRange, query: { tipos?: string[]; cliente?: string } = {}) {
    const call = fleetCalls.eventos({ range, tipos: query.tipos, cliente: query.cliente });
    return [...(await h.gateway.upstream.call(call, { priority: 'interactive' })).datos].sort(byFecha);
  }
  async function queriesOf(run: () => Promise<unknown>): Promise<number> {
    const before = await h.requests(EVENTS_PATH);
    await run();
    return (await h.requests(EVENTS_PATH)) - before;
  }

  it("records the span each round read in full, one unbroken span over the rounds, short of the last minute's late events", async () => {
    const started = now();
    await follower.tick({ catchingUp: true });
    const [first] = await eventCoverageIn(store, { desde: 0, hasta: now() + HOUR }, await scope());
    // The first round starts a minute before its lookback; what the API may still add (its last minute) is not claimed.
    expect(first?.desde).toBeGreaterThanOrEqual(started - 6 * HOUR - MINUTE - 1_000);
    expect(first?.desde).toBeLessThanOrEqual(started - 6 * HOUR - MINUTE + 1_000);
    expect(first?.hasta).toBeLessThanOrEqual(now() - MINUTE);
    expect(first?.hasta).toBeGreaterThan(started - MINUTE - 5_000);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await follower.tick();
    const spans = await eventCoverageIn(store, { desde: 0, hasta: now() + HOUR }, await scope());
    expect(spans).toHaveLength(1);
    expect(spans[0]?.desde).toBe(first?.desde);
    expect(spans[0]?.hasta).toBeGreaterThan(first?.hasta as number);
  });

  it('answers a range the log covers at no cost, as the API answers it: all types, some types, one client', async () => {
    const range = { desde: now() - 5 * HOUR, hasta: now() - 2 * MINUTE };
    let all: unknown;
    expect(await queriesOf(async () => (all = await history(range)))).toBe(0);
    const api = await direct(range);
    expect(api.length).toBeGreaterThan(20);
    expect(all).toEqual(api);

    let some: unknown;
    expect(await queriesOf(async () => (some = await history(range, { tipos: ['encendido', 'apagado'] })))).toBe(0);
    expect(some).toEqual(await direct(range, { tipos: ['encendido', 'apagado'] }));

    let one: unknown;
    expect(await queriesOf(async () => (one = await history(range, { cliente: ['cli_2002'] })))).toBe(0);
    const ofClient = await direct(range, { cliente: 'cli_2002' });
    expect(ofClient.length).toBeGreaterThan(0);
    expect(one).toEqual(ofClient);
  });

  it('asks the API for a range the log holds only in part', async () => {
    const range = { desde: now() - 8 * HOUR, hasta: now() - 2 * MINUTE };
    let answer: unknown;
    expect(await queriesOf(async () => (answer = await history(range)))).toBe(1);
    expect(answer).toEqual(await direct(range));
  });

  it("answers nothing from the log once the key's scope changed: the spans were read for the former one", async () => {
    const range = { desde: now() - 5 * HOUR, hasta: now() - 2 * MINUTE };
    // The key now sees one client only; a gateway that starts reads the new scope.
    await h.restartSim({ key: { clients: ['cli_1001'] } });
    // Instances on a server share the vehicle list for its five-minute slot: this one reads it anew.
    await store.db.delete(snapshot);
    const gateway = createGateway(h.gateway.env, { target: { baseUrl: h.sim.url, key: h.key }, store });
    try {
      await gateway.serviceClock.ready();
      const prepared = await prepareHistory(gateway, { range });
      let answer: unknown[] = [];
      expect(await queriesOf(async () => (answer = (await collectHistory(prepared, range, new AbortController().signal)).datos))).toBe(1);
      expect(answer.length).toBeGreaterThan(0);
      expect(answer).toEqual(await direct(range));
    } finally {
      gateway.close();
    }
  });
});
