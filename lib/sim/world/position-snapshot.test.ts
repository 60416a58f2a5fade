import { describe, expect, it } from 'vitest';
import { testConfig } from '../test-support/sim-fixture';
import { PlanCache } from './plan-cache';
import { PositionSnapshots, REFRESH_MS } from './position-snapshot';
import { buildRoster } from './roster';

// The first 200 vehicles: all four clients; their indexes stay those of the whole fleet.
const vehicles = buildRoster(testConfig()).vehicles.slice(0, 200);
const start = Math.floor(Date.parse('2026-11-18T11:00:00Z') / REFRESH_MS) * REFRESH_MS;

describe('PositionSnapshots', () => {
  it('is tested on vehicles of every profile', () => {
    expect(new Set(vehicles.map((v) => v.profile))).toEqual(new Set(['delivery', 'longHaul', 'service', 'carService']));
  });

  it.each([
    ['a working morning', start, 40 * 60_000],
    ['midnight', Date.parse('2026-11-19T02:40:00Z'), 40 * 60_000],
  ])('answers at every refresh what a fresh computation answers (%s), though it recomputes only what changed', (_, from, span) => {
    const kept = new PositionSnapshots(new PlanCache(100), vehicles);
    for (let t = from; t <= from + span; t += REFRESH_MS) {
      const json = kept.at(t).json;
      if ((t - from) % (20 * 60_000) !== 0) continue;
      const fresh = new PositionSnapshots(new PlanCache(100), vehicles).at(t).json;
      // `actualizado` says when the service obtained the datum; everything else must match.
      const strip = (all: (string | null)[]) => all.map((j) => j && JSON.parse(j)).map((p) => p && { ...p, actualizado: undefined });
      expect(strip(json)).toEqual(strip(fresh));
    }
  }, 60_000);

  it('moves vehicles as time passes', () => {
    const snapshots = new PositionSnapshots(new PlanCache(100), vehicles);
    const before = [...snapshots.at(start).json];
    const after = snapshots.at(start + 60_000).json;
    const moved = after.filter((json, i) => json !== null && json !== before[i]);
    expect(moved.length).toBeGreaterThan(0);
  });
});
