import { describe, expect, it } from 'vitest';
import { deriveRouteFacts } from './derive';
import { joinPieces } from './join';
import { argentinaMs, fixtureColumns } from './route-fixture';

const DAY1 = ['2026-11-22T00:00', '2026-11-23T00:00'] as const;
const DAY2 = ['2026-11-23T00:00', '2026-11-24T00:00'] as const;
const min = 60_000;

describe('joinPieces', () => {
  it('makes a trip across midnight one trip, while each day keeps its own totals', () => {
    const day1 = deriveRouteFacts(
      fixtureColumns(...DAY1, [
        { at: '2026-11-22T23:40', lat: -34.6, v: 0, on: false },
        { at: '2026-11-22T23:50', lat: -34.6, v: 60 },
        { at: '2026-11-22T23:55', lat: -34.61 },
      ]),
      [],
    );
    const day2 = deriveRouteFacts(
      fixtureColumns(...DAY2, [
        { at: '2026-11-23T00:00', lat: -34.62 },
        { at: '2026-11-23T00:05', lat: -34.63 },
        { at: '2026-11-23T00:10', lat: -34.64, v: 0, on: false },
      ]),
      [],
    );
    expect(day1.trips[0]!.endsAfterRange).toBe(true);
    expect(day2.trips[0]!.startsBeforeRange).toBe(true);
    const { trips } = joinPieces([day1, day2]);
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatchObject({
      start: argentinaMs('2026-11-22T23:50'),
      end: argentinaMs('2026-11-23T00:10'),
      durationMs: 20 * min,
      startLat: -34.6,
      endLat: -34.64,
      maxSpeedKmh: 60,
      startsBeforeRange: false,
      endsAfterRange: false,
    });
    expect(trips[0]!.km).toBeCloseTo(day1.trips[0]!.km + day2.trips[0]!.km, 9);
    expect(day1.totals.drivingMs).toBe(5 * min);
    expect(day2.totals.drivingMs).toBe(10 * min);
  });

  it('makes a stop across days one stop, from its arrival to its departure', () => {
    const day1 = deriveRouteFacts(
      fixtureColumns(...DAY1, [
        { at: '2026-11-22T23:00' },
        { at: '2026-11-22T23:10', v: 0, on: false },
        { at: '2026-11-22T23:40', v: 0, on: false },
      ]),
      [],
    );
    const day2 = deriveRouteFacts(
      fixtureColumns(...DAY2, [
        { at: '2026-11-23T00:00', v: 0, on: false },
        { at: '2026-11-23T06:00', v: 0, on: true },
        { at: '2026-11-23T06:05' },
        { at: '2026-11-23T06:10' },
      ]),
      [],
    );
    const { stops, trips } = joinPieces([day1, day2]);
    expect(stops).toEqual([
      expect.objectContaining({
        arrival: argentinaMs('2026-11-22T23:10'),
        departure: argentinaMs('2026-11-23T06:05'),
        durationMs: (6 * 60 + 55) * min,
        engineOnMs: 5 * min,
        startsBeforeRange: false,
        endsAfterRange: false,
      }),
    ]);
    expect(day1.stops[0]!.durationMs).toBe(50 * min);
    expect(trips).toHaveLength(2);
  });

  it('keeps pieces apart when the first day ended still moving and the next began stopped', () => {
    const day1 = deriveRouteFacts(fixtureColumns(...DAY1, [{ at: '2026-11-22T23:50' }, { at: '2026-11-22T23:55' }]), []);
    const day2 = deriveRouteFacts(
      fixtureColumns(...DAY2, [{ at: '2026-11-23T00:00', v: 0, on: false }, { at: '2026-11-23T00:30' }, { at: '2026-11-23T00:35' }]),
      [],
    );
    const { trips, stops } = joinPieces([day1, day2]);
    expect(trips).toHaveLength(2);
    expect(stops).toHaveLength(1);
  });
});
