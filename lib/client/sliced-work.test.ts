import { describe, expect, it } from 'vitest';
import { runNow, runSliced, type Steps } from './sliced-work';

/** Sums 1..n, each step busy for `stepMs` of wall time, recording what ran between steps. */
function* slowSum(n: number, stepMs: number, log: string[]): Steps<number> {
  let sum = 0;
  for (let i = 1; i <= n; i++) {
    const until = performance.now() + stepMs;
    while (performance.now() < until);
    sum += i;
    log.push('step');
    yield;
  }
  return sum;
}

describe('sliced work', () => {
  it('gives the same answer at once or in slices', async () => {
    expect(runNow(slowSum(10, 0, []))).toBe(55);
    expect(await runSliced(slowSum(10, 0, []), () => false)).toBe(55);
  });

  it('hands the main thread back between slices, so other tasks run while it works', async () => {
    const log: string[] = [];
    setTimeout(() => log.push('other task'), 0);
    expect(await runSliced(slowSum(8, 5, log), () => false)).toBe(36);
    const other = log.indexOf('other task');
    expect(other).toBeGreaterThan(0);
    expect(other).toBeLessThan(log.length - 1);
  });

  it('stops at the next slice once cancelled', async () => {
    const log: string[] = [];
    let cancelled = false;
    setTimeout(() => (cancelled = true), 0);
    expect(await runSliced(slowSum(20, 5, log), () => cancelled)).toBeUndefined();
    expect(log.length).toBeLessThan(20);
  });
});
