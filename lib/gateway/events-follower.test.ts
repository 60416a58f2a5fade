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
  const kinds: { fechaMs: number; recent: boolean }[] = [];
  await feed.subscribe((items) => {
    for (const item of items) {
      published.push(item.evento.id);
      kinds.push({ fechaMs: item.fechaMs, recent: item.recent });
    }
  }, null);
  const { upstream, directory, serviceClock } = h.gateway;
  const follower = new EventsFollower({ upstream, directory, feed, serviceClock, lookbackMs: 6 * HOUR });
  return { h, clock, follower, published, kinds };
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

  it('publishes what a catch-up reads as recent, but for what happened since it began, and what later rounds read as news', async () => {
    // The fleet's clock runs ten minutes a second, so that each round has news to read.
    const { h, follower, kinds } = await follow([200], 600);
    const began = h.sim.fleetNow();
    await follower.tick({ catchingUp: true });
    // Say that round failed at its end: the next is still the catch-up begun before it.
    await expect.poll(() => h.sim.fleetNow()).toBeGreaterThan(began + 10 * 60_000);
    await follower.tick({ catchingUp: true });
    const caughtUp = kinds.length;
    // Away from the moment it began (the gateway's fleet time and the test's may differ by a few ms, minutes here).
    const before = kinds.filter((kind) => kind.fechaMs < began - 5 * 60_000);
    const since = kinds.filter((kind) => kind.fechaMs > began + 5 * 60_000);
    expect(before.length).toBeGreaterThan(0);
    expect(since.length).toBeGreaterThan(0);
    expect(before.every((kind) => kind.recent)).toBe(true);
    expect(since.some((kind) => kind.recent)).toBe(false);

    const after = h.sim.fleetNow() + 10 * 60_000;
    await expect.poll(() => h.sim.fleetNow()).toBeGreaterThan(after);
    await follower.tick({ catchingUp: false });
    expect(kinds.length).toBeGreaterThan(caughtUp);
    expect(kinds.slice(caughtUp).some((kind) => kind.recent)).toBe(false);
  });

  it('splits a fleet of more than 500 vehicles into queries of at most 500', async () => {
    const { h, follower } = await follow([300, 300, 150]);
    await follower.tick();
    // 750 vehicles: two queries per round (500 + 250), each naming its vehicles.
    expect(await h.requests('/v1/eventos')).toBe(2);
    expect(await h.requests('/v1/eventos', 400)).toBe(0);
  });
});
