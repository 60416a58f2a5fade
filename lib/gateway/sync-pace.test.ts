import { describe, expect, it } from 'vitest';
import { SyncPace } from './sync-pace';

describe('the history sync’s share of the key', () => {
  it('takes its share of what others leave over in the last minute, and waits for its own oldest call to age out', () => {
    const pace = new SyncPace(0.5);
    // Others spent 20 of 120: the sync may spend half of the other 100.
    const budget = (ownInWindow: number) => ({ limite: 120, restantes: 120 - 20 - ownInWindow });
    let spent = 0;
    for (let at = 0; at < 10; at++) {
      if (pace.waitMs(5, budget(spent), at * 1000) !== 0) break;
      pace.record(5, at * 1000);
      spent += 5;
    }
    expect(spent).toBe(50);
    expect(pace.waitMs(5, budget(spent), 10_000)).toBe(50_000);
    // A minute after its first call, that call no longer counts.
    expect(pace.waitMs(5, budget(spent - 5), 60_000)).toBe(0);
  });

  it('looks again later when others use the key, and goes by the budget until the limit is known', () => {
    const pace = new SyncPace(1);
    expect(pace.waitMs(5, { limite: 120, restantes: 3 }, 0)).toBe(15_000);
    expect(pace.waitMs(5, { limite: null, restantes: null }, 0)).toBeNull();
  });
});
