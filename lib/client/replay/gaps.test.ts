import { describe, expect, it } from 'vitest';
import { isGapBefore, splitAtGaps } from './gaps';
import { fixtureTrack } from './track-fixture';

const gap = 10 * 60_000;

describe('splitAtGaps', () => {
  it('keeps a route without holes in one segment', () => {
    const track = fixtureTrack([{ s: 0 }, { s: 30 }, { s: 600 }]);
    expect(splitAtGaps(track, gap)).toEqual([{ start: 0, end: 2 }]);
  });

  it('splits where consecutive points are more than the gap apart, not at exactly the gap', () => {
    const track = fixtureTrack([{ s: 0 }, { s: 600 }, { s: 1201 }, { s: 1230 }, { s: 5000 }]);
    expect(splitAtGaps(track, gap)).toEqual([
      { start: 0, end: 1 },
      { start: 2, end: 3 },
      { start: 4, end: 4 },
    ]);
    expect(isGapBefore(track, 1, gap)).toBe(false);
    expect(isGapBefore(track, 2, gap)).toBe(true);
  });

  it('does not split a parked vehicle reporting rarely, but does when it moved or was moving', () => {
    const parked = fixtureTrack([{ s: 0, v: 0, on: false }, { s: 3600, v: 0, on: false }]);
    expect(splitAtGaps(parked, gap)).toEqual([{ start: 0, end: 1 }]);
    const towed = fixtureTrack([{ s: 0, v: 0, on: false }, { s: 3600, v: 0, on: false, lat: -34.7 }]);
    expect(splitAtGaps(towed, gap)).toHaveLength(2);
    const silentWhileDriving = fixtureTrack([{ s: 0, v: 50 }, { s: 3600, v: 0 }]);
    expect(splitAtGaps(silentWhileDriving, gap)).toHaveLength(2);
  });

  it('gives nothing for an empty route and one segment for a single point', () => {
    expect(splitAtGaps(fixtureTrack([]), gap)).toEqual([]);
    expect(splitAtGaps(fixtureTrack([{ s: 0 }]), gap)).toEqual([{ start: 0, end: 0 }]);
  });
});
