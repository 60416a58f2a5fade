import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { Leadership } from '@/lib/store/leadership';
import type { Store } from '@/lib/store/store';
import { systemClock } from './clock';
import { GatewayError } from './gateway-error';
import { GatewayHealth } from './health';
import { createLogger } from './logger';
import { MemoryBudget } from './memory-budget';
import { Poller } from './poller';

const INTERVAL_MS = 200;

describe.each(ENGINES)('pollers of two instances on one store (%s)', (engine) => {
  let place: StorePlace;
  let a: Store;
  let b: Store;
  const leaderships: Leadership[] = [];
  const pollers: Poller[] = [];

  beforeAll(async () => {
    place = await storePlace(engine);
    [a, b] = await Promise.all([place.open({ instanceId: 'a' }), place.open({ instanceId: 'b' })]);
  });
  afterEach(async () => {
    pollers.splice(0).forEach((poller) => poller.stop());
    await Promise.all(leaderships.splice(0).map((leadership) => leadership.stop()));
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await place.remove();
  });

  /** An instance's events poller, leading by the store's leases; what it polled, and when; whether its polls fail. */
  const instance = (store: Store, intervalMs = INTERVAL_MS) => {
    const leadership = new Leadership(store, { ttlMs: 3_000 });
    leaderships.push(leadership);
    const polls: number[] = [];
    const state = { failing: false };
    const health = new GatewayHealth(systemClock, { toFleet: (ms) => ms }, new MemoryBudget(systemClock, 2), { posiciones: intervalMs, eventos: intervalMs });
    const tick = async () => {
      if (state.failing) throw new GatewayError({ codigo: 'servicio_no_disponible', status: 503, origen: 'upstream' });
      polls.push(Date.now());
    };
    const poller = new Poller(
      // As the gateway's events poller: an instance that does not lead has nothing to do at its poll (its streams read the log).
      { name: 'eventos', intervalMs, graceMs: 0, tick },
      { clock: systemClock, leadership, health, log: createLogger({ silent: true, redact: (text) => text }) },
    );
    pollers.push(poller);
    return { poller, polls, health, state };
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** The follower polls nothing itself: it learns of the leader's failures, and of its recovery, from the leader's lease. */
  const expectFailuresHeard = async (leader: ReturnType<typeof instance>, follower: ReturnType<typeof instance>) => {
    leader.state.failing = true;
    await expect.poll(() => follower.health.view(), { timeout: 5_000 }).toMatchObject({
      eventos: { desactualizado: true },
      ultimo_error: { codigo: 'servicio_no_disponible', ruta: '/v1/eventos' },
    });
    leader.state.failing = false;
    await expect.poll(() => follower.health.view().eventos.desactualizado, { timeout: 5_000 }).toBe(false);
    expect(follower.polls).toEqual([]);
  };

  it('polls on one instance only, and hands over at once to the other when its own viewers leave', async () => {
    const onA = instance(a);
    const onB = instance(b);
    const releaseA = onA.poller.hold();
    const releaseB = onB.poller.hold();
    await expect.poll(() => onA.polls.length + onB.polls.length).toBeGreaterThanOrEqual(4);
    const [leader, follower, releaseLeader] = onA.polls.length > 0 ? [onA, onB, releaseA] : [onB, onA, releaseB];
    expect(follower.polls).toEqual([]);

    // Nobody watches on the leader: it stops and gives the role up, well before its lease would lapse.
    releaseLeader();
    const left = Date.now();
    await expect.poll(() => follower.polls.length).toBeGreaterThan(0);
    expect(follower.polls[0]! - left).toBeLessThan(3_000);
    const stoppedAt = leader.polls.length;
    await pause(4 * INTERVAL_MS);
    expect(leader.polls.length).toBe(stoppedAt);
    expect(follower.polls.length).toBeGreaterThan(1);
  });

  it("shows on the other instance that the leader's polls fail, and that they work again", async () => {
    const onA = instance(a);
    const onB = instance(b);
    onA.poller.hold();
    onB.poller.hold();
    await expect.poll(() => onA.polls.length + onB.polls.length).toBeGreaterThanOrEqual(2);
    const [leader, follower] = onA.polls.length > 0 ? [onA, onB] : [onB, onA];
    await expect.poll(() => follower.health.view().eventos.ultimo_ok).not.toBeNull();
    expect(follower.health.view().eventos.desactualizado).toBe(false);

    await expectFailuresHeard(leader, follower);
  });

  it("hears of the leader's failures between its own polls, however far apart they are", async () => {
    const leader = instance(a);
    leader.poller.hold();
    await expect.poll(() => leader.polls.length).toBeGreaterThan(0);
    // The events poll once every two minutes by default: the follower's first is its last here.
    const follower = instance(b, 120_000);
    follower.poller.hold();
    await expect.poll(() => follower.health.view().eventos.ultimo_ok).not.toBeNull();
    expect(follower.health.view().eventos.desactualizado).toBe(false);

    await expectFailuresHeard(leader, follower);
  });
});
