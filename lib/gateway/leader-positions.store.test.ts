import { afterEach, describe, expect, it } from 'vitest';
import { startTwoGateways, type TwoGateways } from '@/lib/testing/two-gateways';
import { Leadership as StoreLeadership } from '@/lib/store/leadership';
import { readSnapshot } from '@/lib/store/snapshots';
import type { Store } from '@/lib/store/store';
import type { PosicionesEnvelope } from '@/lib/fleet/schemas/envelopes';
import type { Leadership } from './leadership';
import type { Gateway } from './gateway';

const POSITIONS = '/v1/posiciones';

/** Two instances on one PostgreSQL server: one polls the positions, the other serves its snapshot. */
describe('positions of two gateways on one database server', () => {
  let two: TwoGateways | undefined;
  const stops: (() => void)[] = [];
  afterEach(async () => {
    stops.splice(0).forEach((stop) => stop());
    await two?.close();
    two = undefined;
  });

  const body = async (gateway: Gateway) =>
    JSON.parse(new TextDecoder().decode((await gateway.positions.snapshot({})).body)) as PosicionesEnvelope & { frescura: { obtenido: string } };
  const obtainedAt = (gateway: Gateway) => gateway.cache.peek<PosicionesEnvelope>(POSITIONS)?.obtainedAt ?? 0;

  it('poll the service from one of them: the other serves its snapshot, as old as the leader says', async () => {
    two = await startTwoGateways({ unitsPerMinute: 600 });
    const { h, other, stores } = two;
    const leader = await body(h.gateway);
    await expect.poll(async () => (await readSnapshot(stores[0]!, 'posiciones')) !== null).toBe(true);
    const follower = await body(other);
    expect(follower.datos).toEqual(leader.datos);
    expect(follower.frescura.obtenido).toBe(leader.frescura.obtenido);
    expect(obtainedAt(other)).toBe(obtainedAt(h.gateway));
    // The follower's poll read the store too: one query to the service between the two.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await h.requests(POSITIONS)).toBe(1);
  });

  it('keep the positions moving when the leader dies, and hand the lead to the survivor', async () => {
    const lease = (store: Store): Leadership => {
      const inner = new StoreLeadership(store, { ttlMs: 1_500 });
      stops.push(() => void inner.stop());
      // A killed process never gives its role up: the lease has to lapse.
      return {
        leads: (role) => inner.leads(role),
        resign: async () => {},
        polled: (role, outcome) => inner.polled(role, outcome),
        leaderPoll: (role) => inner.leaderPoll(role),
        watchLeader: (role, listener) => inner.watchLeader(role, listener),
      };
    };
    // Polls faster than the environment allows, so that a takeover fits in a test.
    two = await startTwoGateways({ unitsPerMinute: 600, env: { FLOTA_POSITIONS_POLL_S: 0.5 }, leaderships: (s) => [lease(s[0]!), lease(s[1]!)] });
    const { h, other, stores } = two;
    const watch = (gateway: Gateway) => {
      const timer = setInterval(() => void gateway.positions.snapshot({}).catch(() => undefined), 100);
      return () => clearInterval(timer);
    };
    const leaderWatched = watch(h.gateway);
    await expect.poll(() => h.requests(POSITIONS)).toBeGreaterThan(0);
    stops.push(watch(other));
    await expect.poll(() => obtainedAt(other)).toBeGreaterThan(0);

    // Both watched for 3 s: about one query per interval, not one per instance and interval.
    const before = await h.requests(POSITIONS);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await h.requests(POSITIONS)) - before).toBeLessThanOrEqual(8);
    expect(obtainedAt(other)).toBeGreaterThan(0);

    // The leader dies: it polls no more and stops renewing its lease (its store is gone).
    leaderWatched();
    h.gateway.close();
    await stores[0]!.close();
    const died = Date.now();
    await expect.poll(() => obtainedAt(other), { timeout: 10_000 }).toBeGreaterThan(died);
    // Two intervals after the leader's last snapshot, before its lease lapses; with room for a loaded machine.
    expect(Date.now() - died).toBeLessThan(5_000);
    // Past the lease, the survivor leads: it publishes what it polls.
    await expect
      .poll(async () => (await readSnapshot(stores[1]!, 'posiciones'))?.takenAt ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(died);
  });
});
