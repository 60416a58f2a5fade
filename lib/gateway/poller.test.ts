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

function setup(fails: (n: number) => boolean = () => false) {
  const clock = new ManualClock(10 * 60_000 + 3_000);
  const polls: number[] = [];
  const catchingUp: boolean[] = [];
  const health = new GatewayHealth(clock, { toFleet: (ms) => ms }, new MemoryBudget(clock, 2), { posiciones: 15_000, eventos: 120_000 });
  const poller = new Poller(
    { name: 'posiciones', intervalMs: 15_000, graceMs: 60_000, tick: async (run) => {
        polls.push(clock.now());
        catchingUp.push(run.catchingUp);
        if (fails(polls.length)) throw new Error('sin servicio');
      },
    },
    { clock, leadership: soleLeadership, health, log: createLogger({ silent: true, redact: (t) => t }) },
  );
  return { clock, polls, catchingUp, poller, health };
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

  it('tells the first poll of each run that it catches up, until one succeeds', async () => {
    // The second poll fails while the run goes on: what the third reads is still news.
    const { clock, catchingUp, poller } = setup((n) => n === 2);
    const release = poller.hold();
    await advance(clock, 60_000);
    expect(catchingUp.slice(0, 5)).toEqual([true, false, false, false, false]);
    release();
    await advance(clock, 3 * 60_000);
    const idleAt = catchingUp.length;
    poller.touch();
    await advance(clock, 1_000);
    expect(catchingUp.slice(idleAt)).toEqual([true]);
  });

  it('catches up again when the first poll of a run fails', async () => {
    const { clock, catchingUp, poller } = setup((n) => n === 1);
    poller.hold();
    await advance(clock, 30_000);
    expect(catchingUp.slice(0, 3)).toEqual([true, true, false]);
  });
});
