import { describe, expect, it } from 'vitest';
import { argentinaWallClock, buildSpeedSeries } from './speed-series';
import { FIXTURE_START, fixtureTrack } from './track-fixture';

describe('buildSpeedSeries', () => {
  it('gives one sample per point in seconds, nulls for unknown speed, and a null inside each gap', () => {
    const track = fixtureTrack([{ s: 0, v: 10 }, { s: 60, v: null }, { s: 3660, v: 30 }]);
    const { x, y } = buildSpeedSeries(track, 600_000);
    const t0 = FIXTURE_START / 1000;
    expect(x).toEqual([t0, t0 + 60, t0 + 1860, t0 + 3660]);
    expect(y).toEqual([10, null, null, 30]);
  });
});

describe('argentinaWallClock', () => {
  it('reads Argentina wall-clock time in its local fields', () => {
    const d = argentinaWallClock(Date.parse('2026-11-23T01:05:09Z') / 1000);
    expect([d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()]).toEqual([
      2026, 11, 22, 22, 5, 9,
    ]);
  });
});
