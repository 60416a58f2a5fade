import { describe, expect, it } from 'vitest';
import { testConfig } from '../test-support/sim-fixture';
import { PlanCache } from './plan-cache';
import { PositionSnapshots, REFRESH_MS } from './position-snapshot';
import { buildRoster } from './roster';

const roster = buildRoster(testConfig());
const start = Math.floor(Date.parse('2026-11-18T11:00:00Z') / REFRESH_MS) * REFRESH_MS;

describe('PositionSnapshots', () => {
  it('answers at every refresh what a fresh computation answers, though it recomputes only what changed', () => {
    const kept = new PositionSnapshots(new PlanCache(100), roster.vehicles);
    for (let t = start; t <= start + 3_600_000; t += REFRESH_MS) {
      const json = kept.at(t).json;
      if ((t - start) % (20 * 60_000) !== 0) continue;
      const fresh = new PositionSnapshots(new PlanCache(100), roster.vehicles).at(t).json;
      // `actualizado` says when the service obtained the datum; everything else must match.
      const strip = (all: (string | null)[]) => all.map((j) => j && JSON.parse(j)).map((p) => p && { ...p, actualizado: undefined });
      expect(strip(json)).toEqual(strip(fresh));
    }
  });

  it('moves vehicles as time passes', () => {
    const snapshots = new PositionSnapshots(new PlanCache(100), roster.vehicles);
    const before = [...snapshots.at(start).json];
    const after = snapshots.at(start + 60_000).json;
    const moved = after.filter((json, i) => json !== null && json !== before[i]);
    expect(moved.length).toBeGreaterThan(0);
  });
});
