import { describe, expect, it } from 'vitest';
import { splitAtGaps } from './gaps';
import { buildApproxPoints, buildPathLines, buildPathOverview } from './path-features';
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

  it('puts each stretch in the line set of its speed band and accuracy, sharing the boundary point', () => {
    expect(lines.map((f) => [f.properties.b, f.properties.a, f.geometry.coordinates.map((line) => line.map((c) => c[0]))])).toEqual([
      [speedBucket(40), 0, [[-58.4, -58.41]]],
      [speedBucket(40), 1, [[-58.41, -58.42, -58.43]]],
      [speedBucket(70), 0, [[-58.43, -58.44]]],
      [speedBucket(100), 0, [[-58.44, -58.45]]],
      [UNKNOWN_SPEED_BUCKET, 0, [[-58.5, -58.51]]],
    ]);
  });

  it('gathers every stretch of a band into one feature, in time order', () => {
    const back = fixtureTrack([
      { s: 0, v: 20, lon: -58.4 },
      { s: 10, v: 20, lon: -58.41 },
      { s: 20, v: 80, lon: -58.42 },
      { s: 30, v: 80, lon: -58.43 },
      { s: 40, v: 20, lon: -58.44 },
      { s: 50, v: 20, lon: -58.45 },
    ]);
    const features = buildPathLines(back, splitAtGaps(back, GAP)).features;
    expect(features).toHaveLength(3);
    expect(features[0]?.geometry.coordinates.map((line) => line.map((c) => c[0]))).toEqual([
      [-58.4, -58.41],
      [-58.44, -58.45],
    ]);
  });

  it('never joins points across a data gap', () => {
    const joined = lines.some((f) => f.geometry.coordinates.some((line) => line.some((c) => c[0] === -58.45) && line.some((c) => c[0] === -58.5)));
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
    expect(only?.geometry.coordinates).toEqual([[[-58.4, -34.6], [-58.41, -34.6]]]);
    const still = fixtureTrack([{ s: 0, v: 0 }, { s: 60, v: 0 }]);
    expect(buildPathLines(still, splitAtGaps(still, GAP)).features[0]?.geometry.coordinates[0]).toHaveLength(2);
  });
});

describe('buildPathOverview', () => {
  // A straight drive east with a 1 m wobble every other point, one sharp turn north, then a gap.
  const wobbly = fixtureTrack([
    ...Array.from({ length: 40 }, (_, k) => ({ s: k * 10, v: 50, lon: -58.4 - k * 0.001, lat: -34.6 + (k % 2) * 0.00001 })),
    { s: 400, v: 50, lon: -58.44, lat: -34.5 },
    { s: 5000, v: 50, lon: -58.3, lat: -34.5 },
    { s: 5010, v: 50, lon: -58.31, lat: -34.5 },
  ]);

  it('drops the points that would not move the line by half a pixel with the whole route on screen', () => {
    const full = buildPathLines(wobbly, splitAtGaps(wobbly, GAP)).features;
    const overview = buildPathOverview(wobbly).features;
    expect(overview.map((f) => f.properties)).toEqual(full.map((f) => f.properties));
    const [drive, afterGap] = overview[0]!.geometry.coordinates;
    expect(drive).toEqual([
      [-58.4, -34.6],
      [-58.439, expect.closeTo(-34.59999, 6)],
      [-58.44, -34.5],
    ]);
    expect(afterGap).toHaveLength(2);
    expect(full[0]!.geometry.coordinates[0]).toHaveLength(41);
  });
});

describe('buildApproxPoints', () => {
  it('gathers the places of the points that are not gps, each place once', () => {
    const track = fixtureTrack([
      { s: 0, lon: -58.4 },
      { s: 10, o: 'wifi', lon: -58.41 },
      { s: 20, o: null, lon: -58.42 },
      { s: 30, o: null, lon: -58.42 },
      { s: 40, lon: -58.43 },
      { s: 50, o: 'red_celular', lon: -58.41 },
    ]);
    const features = buildApproxPoints(track).features;
    expect(features).toHaveLength(1);
    expect(features[0]?.geometry.coordinates).toEqual([
      [-58.41, -34.6],
      [-58.42, -34.6],
    ]);
  });

  it('is empty for an all-gps route', () => {
    expect(buildApproxPoints(fixtureTrack([{ s: 0 }, { s: 10 }])).features).toEqual([]);
  });
});
