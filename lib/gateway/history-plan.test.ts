import { describe, expect, it } from 'vitest';
import { MAX_RANGE_MS } from '@/lib/fleet/range';
import { planHistory, vehicleGroups } from './history-plan';

const DAY = 86_400_000;
const now = Date.parse('2026-11-22T12:00:00Z');
const ids = (n: number, prefix = 'veh_') => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`);

describe('vehicleGroups', () => {
  it('asks for a small whole scope with no filter at all', () => {
    expect(vehicleGroups(ids(500), null)).toEqual([{}]);
  });

  it('splits a larger scope into sorted lists of at most 500 vehicles', () => {
    const scope = ids(1201).reverse();
    const groups = vehicleGroups(scope, null);
    expect(groups.map((g) => g.vehiculos?.length)).toEqual([500, 500, 201]);
    expect(groups.flatMap((g) => g.vehiculos)).toEqual([...scope].sort());
  });

  it('names a single client that fits instead of listing its vehicles', () => {
    expect(vehicleGroups(ids(2000), ids(300), 'cli_1')).toEqual([{ cliente: 'cli_1' }]);
    expect(vehicleGroups(ids(2000), ids(501), 'cli_1').map((g) => g.vehiculos?.length)).toEqual([500, 1]);
  });

  it('packs a selection of several clients into the fewest queries', () => {
    const selected = [...ids(300, 'veh_a'), ...ids(300, 'veh_b')];
    expect(vehicleGroups(ids(2000), selected).map((g) => g.vehiculos?.length)).toEqual([500, 100]);
  });

  it('needs no query for an empty selection', () => {
    expect(vehicleGroups(ids(10), [])).toEqual([]);
  });
});

describe('planHistory', () => {
  it('plans 90 days over 1,000 vehicles as exactly 26 queries of ≤ 7 days and ≤ 500 vehicles', () => {
    const range = { desde: now - 90 * DAY, hasta: now };
    const plan = planHistory(range, vehicleGroups(ids(1000), null));
    expect(plan.parts).toHaveLength(26);
    expect(plan.unidades).toBe(130);
    for (const part of plan.parts) {
      expect(part.range.hasta - part.range.desde).toBeLessThanOrEqual(MAX_RANGE_MS);
      expect(part.vehiculos?.length).toBeLessThanOrEqual(500);
    }
    const slices = [...new Map(plan.parts.map((p) => [p.range.desde, p.range])).values()];
    expect(slices[0]?.desde).toBe(range.desde);
    expect(slices.at(-1)?.hasta).toBe(range.hasta);
    for (const [i, slice] of slices.entries()) {
      if (i > 0) expect(slice.desde).toBe(slices[i - 1]?.hasta);
      const covered = plan.parts.filter((p) => p.range === slice).flatMap((p) => p.vehiculos ?? []);
      expect(new Set(covered).size).toBe(1000);
    }
  });

  it('goes oldest slice first', () => {
    const plan = planHistory({ desde: now - 20 * DAY, hasta: now }, [{ cliente: 'cli_1' }]);
    const starts = plan.parts.map((p) => p.range.desde);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('plans nothing for an empty selection', () => {
    expect(planHistory({ desde: now - DAY, hasta: now }, [])).toEqual({ parts: [], unidades: 0 });
  });
});
