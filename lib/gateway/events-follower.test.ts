import { afterEach, describe, expect, it } from 'vitest';
import { ShiftedClock, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { EventsFollower } from './events-follower';
import { MemoryEventFeed } from './memory-event-feed';
import { TEST_CLOCK } from '@/lib/sim/test-support/sim-fixture';

const HOUR = 3_600_000;
let h: Harness | undefined;
afterEach(() => h?.close());

/** A follower on the real embedded API, with a feed whose every publication is recorded. */
async function follow(vehicles: number[], rate = 1) {
  const clock = new ShiftedClock();
  h = await startHarness({
    sim: {
      clients: vehicles.map((n, i) => ({ id: `cli_${5001 + i}`, name: `Cliente ${i + 1}`, vehicles: n })),
      clock: { ...TEST_CLOCK, rate },
    },
    key: { unitsPerMinute: 1_000 },
    overrides: { clock },
  });
  const feed = new MemoryEventFeed(100_000);
  const published: string[] = [];
  const recent: boolean[] = [];
  await feed.subscribe((items) => {
    for (const item of items) {
      published.push(item.evento.id);
      recent.push(item.recent);
    }
  }, null);
  const { upstream, directory, serviceClock } = h.gateway;
  const follower = new EventsFollower({ upstream, directory, feed, serviceClock, lookbackMs: 6 * HOUR });
  return { h, clock, follower, published, recent };
}

describe('EventsFollower against the embedded API', () => {
  it('publishes every event once although each query starts a minute before the last event', async () => {
    const { h, clock, follower, published } = await follow([40]);
    await follower.tick();
    const first = published.length;
    expect(first).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) {
      clock.advance(2 * 60_000);
      await follower.tick();
    }
    expect(new Set(published).size).toBe(published.length);
    expect(published.length).toBeGreaterThanOrEqual(first);
    expect(await h.requests('/v1/eventos')).toBe(5);
  });

  it('publishes what a catch-up reads as recent, and what later rounds read as news', async () => {
    // The fleet's clock runs ten minutes a second, so that the next round has news to read.
    const { h, follower, recent } = await follow([200], 600);
    await follower.tick({ catchingUp: true });
    const caughtUp = recent.length;
    expect(caughtUp).toBeGreaterThan(0);
    expect(recent.every(Boolean)).toBe(true);
    const after = h.sim.fleetNow() + 10 * 60_000;
    await expect.poll(() => h.sim.fleetNow()).toBeGreaterThan(after);
    await follower.tick({ catchingUp: false });
    expect(recent.length).toBeGreaterThan(caughtUp);
    expect(recent.slice(caughtUp).some(Boolean)).toBe(false);
  });

  it('splits a fleet of more than 500 vehicles into queries of at most 500', async () => {
    const { h, follower } = await follow([300, 300, 150]);
    await follower.tick();
    // 750 vehicles: two queries per round (500 + 250), each naming its vehicles.
    expect(await h.requests('/v1/eventos')).toBe(2);
    expect(await h.requests('/v1/eventos', 400)).toBe(0);
  });
});
