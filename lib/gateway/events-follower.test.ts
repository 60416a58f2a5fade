import { afterEach, describe, expect, it } from 'vitest';
import { ShiftedClock, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { EventsFollower } from './events-follower';
import { MemoryEventFeed } from './memory-event-feed';

const HOUR = 3_600_000;
let h: Harness | undefined;
afterEach(() => h?.close());

/** A follower on the real embedded API, with a feed whose every publication is recorded. */
async function follow(vehicles: number[]) {
  const clock = new ShiftedClock();
  h = await startHarness({
    sim: { clients: vehicles.map((n, i) => ({ id: `cli_${5001 + i}`, name: `Cliente ${i + 1}`, vehicles: n })) },
    key: { unitsPerMinute: 1_000 },
    overrides: { clock },
  });
  const feed = new MemoryEventFeed(100_000);
  const published: string[] = [];
  feed.subscribe((items) => published.push(...items.map((item) => item.evento.id)), null);
  const { upstream, directory, serviceClock } = h.gateway;
  const follower = new EventsFollower({ upstream, directory, feed, serviceClock, lookbackMs: 6 * HOUR });
  return { h, clock, follower, published };
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

  it('splits a fleet of more than 500 vehicles into queries of at most 500', async () => {
    const { h, follower } = await follow([300, 300, 150]);
    await follower.tick();
    // 750 vehicles: two queries per round (500 + 250), each naming its vehicles.
    expect(await h.requests('/v1/eventos')).toBe(2);
    expect(await h.requests('/v1/eventos', 400)).toBe(0);
  });
});
