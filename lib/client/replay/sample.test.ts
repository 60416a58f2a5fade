import { describe, expect, it } from 'vitest';
import { indexAtOrBefore, sampleAt } from './sample';
import { FIXTURE_START, fixtureTrack } from './track-fixture';

const GAP = 10 * 60_000;
const at = (s: number) => FIXTURE_START + s * 1000;

describe('indexAtOrBefore', () => {
  const times = new Float64Array([10, 20, 20, 30]);
  it('finds the last point at or before t', () => {
    expect(indexAtOrBefore(times, 5)).toBe(0);
    expect(indexAtOrBefore(times, 10)).toBe(0);
    expect(indexAtOrBefore(times, 25)).toBe(2);
    expect(indexAtOrBefore(times, 30)).toBe(3);
    expect(indexAtOrBefore(times, 99)).toBe(3);
  });
});

describe('sampleAt', () => {
  const track = fixtureTrack([
    { s: 0, lat: -34.6, lon: -58.4, rumbo: 0 },
    { s: 100, lat: -34.5, lon: -58.4, rumbo: null },
    { s: 200, lat: -34.5, lon: -58.3, rumbo: null },
    { s: 2000, lat: -30, lon: -60 },
  ]);

  it('moves in proportion to time between two reports', () => {
    const s = sampleAt(track, at(25), GAP);
    expect(s.index).toBe(0);
    expect(s.lat).toBeCloseTo(-34.575, 9);
    expect(s.inGap).toBe(false);
    expect(s.heading).toBe(0);
  });

  it('stands exactly on a point at its time', () => {
    expect(sampleAt(track, at(100), GAP)).toMatchObject({ index: 1, lat: -34.5, lon: -58.4 });
  });

  it('derives a heading from the next point when the device sent none', () => {
    expect(sampleAt(track, at(150), GAP).heading).toBeCloseTo(90, 0);
  });

  it('waits at the last known point inside a data gap', () => {
    expect(sampleAt(track, at(1000), GAP)).toMatchObject({ index: 2, lat: -34.5, lon: -58.3, inGap: true });
  });

  it('clamps before the first and after the last point', () => {
    expect(sampleAt(track, at(-50), GAP)).toMatchObject({ index: 0, lat: -34.6 });
    expect(sampleAt(track, at(9999), GAP)).toMatchObject({ index: 3, lat: -30 });
  });
});
