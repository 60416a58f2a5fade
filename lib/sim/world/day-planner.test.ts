import { describe, expect, it } from 'vitest';
import { testConfig } from '../test-support/sim-fixture';
import { planDay } from './day-planner';
import { driveStateAt } from './drive';
import { type DayPlan, segmentIndexAt } from './plan';
import { buildRoster } from './roster';
import { DAY_MS, HOUR_MS, dayIndexOf, dayStart } from './time-grid';

const roster = buildRoster(testConfig());
/** A Wednesday: the plans of the days before it are the same whenever this runs. */
const today = dayIndexOf(Date.parse('2026-03-11T12:00:00-03:00'));
const nightShift = roster.vehicles.filter((v) => v.nightShift);
const carServices = roster.vehicles.filter((v) => v.profile === 'carService');

/** Where the plan has the vehicle at t, and whether it moves. */
function stateAt(plan: DayPlan, t: number): { lat: number; lon: number; moving: boolean; engineOn: boolean } {
  const segment = plan.segments[segmentIndexAt(plan, t)]!;
  if (segment.kind === 'stop') return { lat: segment.lat, lon: segment.lon, moving: false, engineOn: segment.engineOn };
  const state = driveStateAt(segment, t);
  return { lat: state.lat, lon: state.lon, moving: state.kmh > 0, engineOn: true };
}

describe('a vehicle-day plan', () => {
  it('covers its Argentina day, segment after segment; only night work runs across midnight', () => {
    // Remises and night workers cross midnight or come close: all of them over 90 days, and a sample of the rest.
    const sample: [typeof carServices, number][] = [[carServices, 90], [nightShift, 90], [roster.vehicles.slice(0, 100), 14]];
    const broken: string[] = [];
    let crossed = 0;
    for (const [vehicles, days] of sample) {
      for (const vehicle of vehicles) {
        for (let day = today - days; day < today; day++) {
          const { start, end, segments } = planDay(vehicle, day);
          const contiguous = segments.every((s, i) => s.t1 > s.t0 && (i === 0 || s.t0 === segments[i - 1]!.t1));
          const covers = start === dayStart(day) && end === start + DAY_MS && segments[0]!.t0 <= start && segments.at(-1)!.t1 >= end;
          const exact = segments[0]!.t0 === start && segments.at(-1)!.t1 === end;
          if (!exact) crossed += 1;
          if (!contiguous || !covers || (!exact && !vehicle.nightShift)) broken.push(`${vehicle.id} (${vehicle.profile}) día ${day}`);
        }
      }
    }
    expect(carServices.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
    expect(crossed).toBeGreaterThan(nightShift.length * 30);
  });

  it('leaves every vehicle at midnight where the next day’s plan takes it up', () => {
    const jumps: string[] = [];
    for (const vehicle of roster.vehicles) {
      for (let day = today - 10; day < today; day++) {
        const midnight = dayStart(day + 1);
        const before = stateAt(planDay(vehicle, day), midnight);
        const after = stateAt(planDay(vehicle, day + 1), midnight);
        if (JSON.stringify(before) !== JSON.stringify(after)) jumps.push(`${vehicle.id} ${day}: ${JSON.stringify([before, after])}`);
      }
    }
    expect(jumps).toEqual([]);
  });

  it('keeps town vehicles working through the afternoon on weekdays', () => {
    const lastArrivals: number[] = [];
    for (const vehicle of roster.vehicles.filter((v) => v.profile === 'delivery' || v.profile === 'service').slice(0, 100)) {
      for (let day = today - 14; day < today; day++) {
        const weekday = (day + 4) % 7;
        if (weekday === 0 || weekday === 6) continue;
        const drives = planDay(vehicle, day).segments.filter((s) => s.kind === 'drive');
        if (drives.length > 0) lastArrivals.push((drives.at(-1)!.t1 - dayStart(day)) / HOUR_MS);
      }
    }
    lastArrivals.sort((a, b) => a - b);
    expect(lastArrivals[Math.floor(lastArrivals.length / 2)]).toBeGreaterThan(16.5);
    expect(lastArrivals.at(-1)).toBeLessThan(21);
  });
});

describe('night work', () => {
  it('is a minority of trucks and remises: deliveries and service calls work by day', () => {
    const trucks = roster.vehicles.filter((v) => v.profile === 'longHaul');
    const share = (vehicles: typeof trucks) => vehicles.filter((v) => v.nightShift).length / vehicles.length;
    expect(share(trucks)).toBeGreaterThan(0.35);
    expect(share(trucks)).toBeLessThan(0.65);
    expect(share(carServices)).toBeGreaterThan(0.25);
    expect(nightShift.every((v) => v.profile === 'longHaul' || v.profile === 'carService')).toBe(true);
    expect(nightShift.length / roster.vehicles.length).toBeLessThan(0.2);
  });

  it('drives in the small hours, weekdays and weekends, while the day shift sleeps', () => {
    // 2026-03-04 is a Wednesday: a week of 03:00s.
    for (let day = dayIndexOf(Date.parse('2026-03-04T12:00:00-03:00')); day < today; day++) {
      const at = dayStart(day) + 3 * HOUR_MS;
      const moving = (vehicles: typeof nightShift) => vehicles.filter((v) => stateAt(planDay(v, day), at).moving).length;
      expect(moving(nightShift) / nightShift.length, `día ${day}`).toBeGreaterThan(0.3);
      expect(moving(roster.vehicles.filter((v) => !v.nightShift)), `día ${day}`).toBe(0);
    }
  });

  it('has night trucks on the national routes and remises in town', () => {
    const day = today - 1;
    const at = dayStart(day) + 2 * HOUR_MS;
    let onHighway = 0;
    let inTown = 0;
    for (const vehicle of nightShift) {
      const plan = planDay(vehicle, day);
      const segment = plan.segments[segmentIndexAt(plan, at)]!;
      if (segment.kind !== 'drive') continue;
      const limit = driveStateAt(segment, at).limit;
      if (vehicle.profile === 'longHaul' && limit >= 80) onHighway += 1;
      if (vehicle.profile === 'carService' && limit <= 60) inTown += 1;
    }
    expect(onHighway).toBeGreaterThan(5);
    expect(inTown).toBeGreaterThan(0);
  });
});
