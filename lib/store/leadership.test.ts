import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@/lib/testing/manual-clock';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { claimLease, leases, releaseLease, reportPoll } from './leader-lease';
import { Leadership } from './leadership';
import type { Store } from './store';

const TTL = 9_000;

describe.each(ENGINES)('leader lease (%s)', (engine) => {
  let place: StorePlace;
  const clock = new ManualClock(Date.parse('2026-11-20T10:00:00-03:00'));
  const stores: Store[] = [];
  const open = async (instanceId: string) => {
    const store = await place.open({ now: clock.now, instanceId });
    stores.push(store);
    return store;
  };
  let claimers: Store[];
  beforeAll(async () => {
    place = await storePlace(engine);
    // Opening starts the embedded database (seconds on a loaded machine): setup, not the claims under test.
    claimers = await Promise.all(['a', 'b', 'c', 'd'].map(open));
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await place.remove();
  });

  it('gives a role to exactly one of several instances claiming at once, and to another only once it lapses', async () => {
    const first = await Promise.all(claimers.map((store) => claimLease(store, 'eventos', TTL)));
    expect(first.filter((claim) => claim.leading)).toHaveLength(1);
    const leader = claimers[first.findIndex((claim) => claim.leading)]!;
    const other = claimers.find((store) => store !== leader)!;
    clock.advance(TTL - 1);
    expect(await claimLease(other, 'eventos', TTL)).toMatchObject({ leading: false, lease: { holder: leader.instanceId, term: 1 } });
    expect(await claimLease(leader, 'eventos', TTL)).toMatchObject({ leading: true, lease: { term: 1, expiresAt: clock.now() + TTL } });
    clock.advance(TTL);
    expect(await claimLease(other, 'eventos', TTL)).toMatchObject({ leading: true, lease: { holder: other.instanceId, term: 2 } });
    await releaseLease(other, 'eventos');
    expect(await claimLease(leader, 'eventos', TTL)).toMatchObject({ leading: true, lease: { term: 3 } });
    expect((await leases(leader)).map((lease) => [lease.role, lease.holder])).toEqual([['eventos', leader.instanceId]]);
  });

  it("keeps the holder's word on how its polls went, for the others to read, and not a former holder's", async () => {
    const [leader, other] = claimers as [Store, Store];
    expect(await claimLease(leader, 'sondeo', TTL)).toMatchObject({ leading: true });
    const okAt = clock.now();
    await reportPoll(leader, 'sondeo', { ok: true });
    clock.advance(1_000);
    await reportPoll(leader, 'sondeo', { ok: false, codigo: 'servicio_no_disponible' });
    await reportPoll(other, 'sondeo', { ok: true });
    const seen = await claimLease(other, 'sondeo', TTL);
    expect(seen).toMatchObject({ leading: false, lease: { poll: { okAt, failedAt: okAt + 1_000, failure: 'servicio_no_disponible' } } });
  });

  it('moves the role to a follower within a lease and a third after the leader dies, and at once when it steps down', async () => {
    const [a, b, c] = await Promise.all(['la', 'lb', 'lc'].map(open));
    let aDead = false;
    const changes: string[] = [];
    // An instance with its next turn scheduled has no claim in flight (a claim cancels the turn, and
    // schedules the next when it answers).
    const scheduled = new Map<Store, number>();
    const idle = (store: Store) => (scheduled.get(store) ?? 0) > 0;
    const scheduleOn = (store: Store, dies: boolean) => (fn: () => void, ms: number) => {
      let pending = true;
      const done = () => {
        if (pending) scheduled.set(store, (scheduled.get(store) ?? 0) - 1);
        pending = false;
      };
      scheduled.set(store, (scheduled.get(store) ?? 0) + 1);
      const cancel = clock.schedule(() => {
        done();
        if (!(dies && aDead)) fn();
      }, ms);
      return () => {
        done();
        cancel();
      };
    };
    const leadershipOf = (store: Store, dies = false) =>
      new Leadership(store, {
        ttlMs: TTL,
        schedule: scheduleOn(store, dies),
        onChange: (role, leading) => changes.push(`${store.instanceId} ${leading ? 'lidera' : 'deja'} ${role}`),
      });
    const la = leadershipOf(a!, true);
    const lb = leadershipOf(b!);
    expect(await la.leads('posiciones')).toBe(true);
    expect(await lb.leads('posiciones')).toBe(false);
    // Each step runs one turn of both instances' claims; the next starts once both have answered.
    const step = async () => {
      // A claim still in flight when the clock moves (one a late notice set off) answers for the
      // earlier time, and the turn joins it: wait for both to be idle first.
      await expect.poll(() => (aDead || idle(a!)) && idle(b!)).toBe(true);
      const seen = [la.lease('posiciones'), lb.lease('posiciones')];
      clock.advance(TTL / 3);
      await expect.poll(() => la.lease('posiciones') !== seen[0] || aDead).toBe(true);
      await expect.poll(() => lb.lease('posiciones') !== seen[1]).toBe(true);
    };
    for (let i = 0; i < 4; i++) {
      await step();
      expect(la.lease('posiciones')?.expiresAt).toBe(clock.now() + TTL);
      expect(await lb.leads('posiciones')).toBe(false);
    }
    // The leader's process dies: its timers stop and its connections close.
    aDead = true;
    await a!.close();
    const diedAt = clock.now();
    while (!(await lb.leads('posiciones')) && clock.now() - diedAt < TTL + TTL / 3) await step();
    expect(await lb.leads('posiciones')).toBe(true);
    expect(clock.now() - diedAt).toBeLessThanOrEqual(TTL + TTL / 3);
    // The dead one, could it still act, would have stopped leading before the other began.
    expect(await la.leads('posiciones')).toBe(false);
    expect(lb.lease('posiciones')?.term).toBe(2);
    const lc = leadershipOf(c!);
    expect(await lc.leads('posiciones')).toBe(false);
    await lb.stop();
    await expect.poll(() => lc.leads('posiciones')).toBe(true);
    // The dead leader only learns it stopped when asked; the living ones in this order.
    expect(changes.filter((change) => !change.startsWith('la '))).toEqual(['lb lidera posiciones', 'lb deja posiciones', 'lc lidera posiciones']);
    expect(changes.filter((change) => change.startsWith('la '))).toEqual(['la lidera posiciones', 'la deja posiciones']);
    await lc.stop();
  });
});
