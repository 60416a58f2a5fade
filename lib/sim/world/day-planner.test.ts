import { describe, expect, it } from 'vitest';
import { testConfig } from '../test-support/sim-fixture';
import { DAY_MS, HOUR_MS, dayIndexOf, dayStart } from './time-grid';
import { planDay } from './day-planner';
import { buildRoster } from './roster';

const roster = buildRoster(testConfig());
const today = dayIndexOf(Date.now());

describe('a vehicle-day plan', () => {
  it('covers its Argentina day exactly, segment after segment, never past midnight', () => {
    // Remises work until near midnight: all of them over 90 days, and a sample of the rest.
    const remises = roster.vehicles.filter((v) => v.profile === 'carService');
    const sample: [typeof remises, number][] = [[remises, 90], [roster.vehicles.slice(0, 100), 14]];
    const broken: string[] = [];
    for (const [vehicles, days] of sample) {
      for (const vehicle of vehicles) {
        for (let day = today - days; day < today; day++) {
          const { start, end, segments } = planDay(vehicle, day);
          const contiguous = segments.every((s, i) => s.t1 > s.t0 && s.t0 === (i === 0 ? start : segments[i - 1]!.t1));
          const whole = start === dayStart(day) && end === start + DAY_MS && segments.at(-1)!.t1 === end;
          if (!contiguous || !whole) broken.push(`${vehicle.id} (${vehicle.profile}) día ${day}`);
        }
      }
    }
    expect(remises.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
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
