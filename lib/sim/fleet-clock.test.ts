import { describe, expect, it } from 'vitest';
import { FleetClock } from './fleet-clock';

/** A real clock the test moves by hand. */
function realClock(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const REAL = Date.parse('2026-11-27T05:00:00Z');
const START = '2026-03-11T10:30:00-03:00';

describe('FleetClock', () => {
  it('stands at clock.start until the service runs it, then moves at clock.rate', () => {
    const real = realClock(REAL);
    const clock = new FleetClock({ start: START, rate: 60 }, real.now);
    real.advance(5_000);
    expect(clock.now()).toBe(Date.parse(START));
    clock.run();
    real.advance(1_500);
    expect(clock.now()).toBe(Date.parse(START) + 90_000);
    clock.run();
    real.advance(500);
    expect(clock.now()).toBe(Date.parse(START) + 120_000);
  });

  it('is the real time without a clock, and runs from it at a rate alone', () => {
    const real = realClock(REAL);
    const plain = new FleetClock(undefined, real.now);
    plain.run();
    real.advance(1_234);
    expect(plain.now()).toBe(REAL + 1_234);
    const fast = new FleetClock({ rate: 10 }, real.now);
    expect(fast.now()).toBe(REAL + 1_234);
    fast.run();
    real.advance(1_000);
    expect(fast.now()).toBe(REAL + 1_234 + 10_000);
  });

  it('gives whole milliseconds at any rate', () => {
    const real = realClock(REAL);
    const slow = new FleetClock({ start: START, rate: 0.001 }, real.now);
    slow.run();
    real.advance(1_234_567);
    expect(slow.now()).toBe(Date.parse(START) + 1_234);
  });
});
