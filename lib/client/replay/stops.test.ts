import { describe, expect, it } from 'vitest';
import { detectStops } from './stops';
import { isStationary } from '@/lib/fleet/route-facts';
import { FIXTURE_START, fixtureTrack } from './track-fixture';

const min = 60_000;

describe('detectStops', () => {
  it('finds a stop of speed 0 lasting at least the threshold, from arrival to the next moving point', () => {
    const track = fixtureTrack([
      { s: 0 },
      { s: 60, v: 0 },
      { s: 180, v: 0 },
      { s: 420, v: 0 },
      { s: 480, v: 30 },
      { s: 540 },
    ]);
    const stops = detectStops(track, 5 * min);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({
      first: 1,
      last: 3,
      arrival: FIXTURE_START + 60_000,
      departure: FIXTURE_START + 480_000,
      durationMs: 7 * min,
      startsBeforeRange: false,
      endsAfterRange: false,
    });
  });

  it('ignores stationary runs shorter than the threshold, and the threshold is configurable', () => {
    const points = [{ s: 0 }, { s: 60, v: 0 }, { s: 120, v: 0 }, { s: 240 }, { s: 300 }];
    const track = fixtureTrack(points);
    expect(detectStops(track, 5 * min)).toEqual([]);
    expect(detectStops(track, 3 * min)).toHaveLength(1);
  });

  it('counts engine off as stopped even when the speed is unknown', () => {
    const track = fixtureTrack([{ s: 0 }, { s: 60, on: false, v: null }, { s: 3660, on: false, v: null }, { s: 3720 }]);
    expect(detectStops(track, 5 * min)).toMatchObject([{ arrival: FIXTURE_START + 60_000, durationMs: 3660_000 }]);
  });

  it('does not count unknown speed with unknown ignition as a stop', () => {
    const track = fixtureTrack([{ s: 0 }, { s: 60, v: null, on: null }, { s: 3600, v: null, on: null }, { s: 3660 }]);
    expect(isStationary(track, 1)).toBe(false);
    expect(detectStops(track, min)).toEqual([]);
  });

  it('runs a stop at the end of the route until the end of the range', () => {
    const track = fixtureTrack([{ s: 0 }, { s: 60, v: 0, on: false }, { s: 120, v: 0, on: false }], 7200);
    const [stop] = detectStops(track, 5 * min);
    expect(stop).toMatchObject({ endsAfterRange: true, departure: FIXTURE_START + 7200_000, durationMs: 7140_000 });
  });

  it('flags a stop that began before the range', () => {
    const track = fixtureTrack([{ s: 0, v: 0 }, { s: 600, v: 0 }, { s: 660 }]);
    expect(detectStops(track, 5 * min)).toMatchObject([{ startsBeforeRange: true, first: 0 }]);
  });

  it('finds several stops and places each at its first point', () => {
    const track = fixtureTrack([
      { s: 0 },
      { s: 60, v: 0, lat: -31.4, lon: -64.2 },
      { s: 700, v: 0, lat: -31.4, lon: -64.2 },
      { s: 760 },
      { s: 820, v: 0, lat: -32.9, lon: -60.6 },
      { s: 1500, v: 0, lat: -32.9, lon: -60.6 },
      { s: 1560 },
    ]);
    const stops = detectStops(track, 5 * min);
    expect(stops.map((s) => [s.lat, s.lon])).toEqual([
      [-31.4, -64.2],
      [-32.9, -60.6],
    ]);
  });
});
