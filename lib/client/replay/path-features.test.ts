import { describe, expect, it } from 'vitest';
import { splitAtGaps } from './gaps';
import { buildApproxPoints, buildPathLines } from './path-features';
import { UNKNOWN_SPEED_BUCKET, speedBucket } from './speed-buckets';
import { fixtureTrack } from './track-fixture';

const GAP = 10 * 60_000;

describe('buildPathLines', () => {
  const track = fixtureTrack([
    { s: 0, v: 40, lon: -58.40 },
    { s: 10, v: 40, lon: -58.41 },
    { s: 20, v: 40, lon: -58.42, o: 'red_celular' },
    { s: 30, v: 40, lon: -58.43 },
    { s: 40, v: 100, lon: -58.44 },
    { s: 50, v: 100, lon: -58.45 },
    { s: 5000, v: null, lon: -58.5 },
    { s: 5010, v: null, lon: -58.51 },
  ]);
  const lines = buildPathLines(track, splitAtGaps(track, GAP)).features;

  it('groups stretches by speed band and accuracy, sharing the boundary point', () => {
    expect(lines.map((f) => [f.properties.b, f.properties.a, f.geometry.coordinates.map((c) => c[0])])).toEqual([
      [speedBucket(40), 0, [-58.4, -58.41]],
      [speedBucket(40), 1, [-58.41, -58.42, -58.43]],
      [speedBucket(70), 0, [-58.43, -58.44]],
      [speedBucket(100), 0, [-58.44, -58.45]],
      [UNKNOWN_SPEED_BUCKET, 0, [-58.5, -58.51]],
    ]);
  });

  it('never joins points across a data gap', () => {
    const joined = lines.some((f) => f.geometry.coordinates.some((c) => c[0] === -58.45) && f.geometry.coordinates.some((c) => c[0] === -58.5));
    expect(joined).toBe(false);
  });
});

describe('buildPathLines on a parked vehicle', () => {
  it('keeps each repeated position once, and a run that never moved as a two-point line', () => {
    const track = fixtureTrack([
      { s: 0, v: 0, lon: -58.4 },
      { s: 60, v: 0, lon: -58.4 },
      { s: 120, v: 0, lon: -58.4 },
      { s: 180, v: 0, lon: -58.41 },
      { s: 240, v: 0, lon: -58.41 },
    ]);
    const [only] = buildPathLines(track, splitAtGaps(track, GAP)).features;
    expect(only?.geometry.coordinates.map((c) => c[0])).toEqual([-58.4, -58.41]);
    const still = fixtureTrack([{ s: 0, v: 0 }, { s: 60, v: 0 }]);
    expect(buildPathLines(still, splitAtGaps(still, GAP)).features[0]?.geometry.coordinates).toHaveLength(2);
  });
});

describe('buildApproxPoints', () => {
  it('lists only the points that are not gps, with their origen', () => {
    const track = fixtureTrack([{ s: 0 }, { s: 10, o: 'wifi' }, { s: 20, o: null }, { s: 30 }]);
    expect(buildApproxPoints(track).features.map((f) => f.properties)).toEqual([
      { i: 1, origen: 'wifi' },
      { i: 2, origen: 'desconocido' },
    ]);
  });
});
