import { describe, expect, it } from 'vitest';
import { GatewayHealth } from './health';
import { soleLeadership } from './leadership';
import { createLogger } from './logger';
import { MemoryBudget } from './memory-budget';
import { Poller } from './poller';
import { ManualClock } from '@/lib/testing/manual-clock';

/** Moves the clock in 1 s steps, letting each poll's promise settle. */
async function advance(clock: ManualClock, ms: number) {
  for (let left = ms; left > 0; left -= 1_000) {
    clock.advance(Math.min(1_000, left));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function setup() {
  const clock = new ManualClock(10 * 60_000 + 3_000);
  const polls: number[] = [];
  const health = new GatewayHealth(clock, { toFleet: (ms) => ms }, new MemoryBudget(clock, 2), { posiciones: 15_000, eventos: 120_000 });
  const poller = new Poller(
    { name: 'posiciones', intervalMs: 15_000, graceMs: 60_000, tick: async () => void polls.push(clock.now()) },
    { clock, leadership: soleLeadership, health, log: createLogger({ silent: true, redact: (t) => t }) },
  );
  return { clock, polls, poller, health };
}

describe('Poller', () => {
  it('costs nothing until someone watches, then polls on the 15 s grid of the wall clock', async () => {
    const { clock, polls, poller } = setup();
    await advance(clock, 60_000);
    expect(polls).toEqual([]);
    poller.touch();
    await advance(clock, 1_000);
    await advance(clock, 44_000);
    expect(polls.length).toBe(4);
    expect(polls.slice(1).every((t) => t % 15_000 === 0)).toBe(true);
  });

  it('keeps polling for the grace period after the last viewer, then stops until the next one', async () => {
    const { clock, polls, poller, health } = setup();
    poller.touch();
    await advance(clock, 30_000);
    const whileWatched = polls.length;
    await advance(clock, 90_000);
    const stoppedAt = polls.length;
    // Touched at 10:03: polls at :03, :15, :30; the grace (60 s) keeps :45, 11:00 and 11:15,
    // after which it finds nobody has looked for a minute and stops.
    expect(whileWatched).toBe(3);
    expect(stoppedAt).toBe(6);
    expect(health.snapshot().posiciones.activo).toBe(false);
    await advance(clock, 120_000);
    expect(polls.length).toBe(stoppedAt);
    poller.touch();
    await advance(clock, 1_000);
    expect(polls.length).toBe(stoppedAt + 1);
  });

  it('polls for as long as a subscriber holds it, however long that is', async () => {
    const { clock, polls, poller } = setup();
    const release = poller.hold();
    await advance(clock, 10 * 60_000);
    expect(polls.length).toBeGreaterThanOrEqual(40);
    release();
    await advance(clock, 2 * 60_000);
    const after = polls.length;
    await advance(clock, 2 * 60_000);
    expect(polls.length).toBe(after);
  });
});
