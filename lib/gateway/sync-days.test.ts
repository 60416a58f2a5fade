import { describe, expect, it } from 'vitest';
import { syncDays, weeksOf } from './sync-days';

const at = (iso: string) => ({ now: () => Date.parse(iso), toFleet: (ms: number) => ms, ready: async () => {}, known: true });

describe('the closed days the history sync keeps', () => {
  it('are the last N days that have ended, newest first, once the closing margin has passed', () => {
    expect(syncDays(at('2026-03-11T10:30:00-03:00'), 3)).toEqual(['2026-03-10', '2026-03-09', '2026-03-08']);
    // Twenty minutes after midnight the day before may still receive its last minutes.
    expect(syncDays(at('2026-03-11T00:20:00-03:00'), 2)).toEqual(['2026-03-09', '2026-03-08']);
  });

  it('stay inside the API’s 90-day window, and are none until the fleet’s time is known', () => {
    const days = syncDays(at('2026-03-11T10:30:00-03:00'), 90);
    expect(days).toHaveLength(89);
    expect(days.at(-1)).toBe('2025-12-12');
    expect(syncDays({ ...at('2026-03-11T10:30:00-03:00'), known: false }, 90)).toEqual([]);
  });

  it('go in weeks, oldest first within each: one route query per vehicle and week', () => {
    const days = syncDays(at('2026-03-11T10:30:00-03:00'), 9);
    expect(weeksOf(days)).toEqual([
      ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'],
      ['2026-03-02', '2026-03-03'],
    ]);
  });
});
