import { describe, expect, it } from 'vitest';
import { haversineKm } from '../geo';
import type { Evento } from '../schemas/evento';
import { deriveRouteFacts } from './derive';
import { argentinaMs, fixtureColumns } from './route-fixture';
import { routeFactsSchema } from './schema';
import { tripAverageKmh } from './trips';

const DAY = ['2026-11-22T00:00', '2026-11-23T00:00'] as const;
const min = 60_000;

function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return haversineKm({ latitud: lat1, longitud: lon1 }, { latitud: lat2, longitud: lon2 });
}

describe('deriveRouteFacts: trips', () => {
  it('ends a trip at ignition off, even for a pause shorter than a stop', () => {
    const facts = deriveRouteFacts(
      fixtureColumns(...DAY, [
        { at: '2026-11-22T08:00' },
        { at: '2026-11-22T08:01' },
        { at: '2026-11-22T08:02', v: 0, on: false },
        { at: '2026-11-22T08:03', v: 0, on: false },
        { at: '2026-11-22T08:04' },
        { at: '2026-11-22T08:05' },
      ]),
      [],
    );
    expect(facts.stops).toEqual([]);
    expect(facts.trips.map((t) => [t.start, t.end])).toEqual([
      [argentinaMs('2026-11-22T08:00'), argentinaMs('2026-11-22T08:02')],
      [argentinaMs('2026-11-22T08:04'), argentinaMs('2026-11-22T08:05')],
    ]);
    expect(facts.trips.map((t) => [t.startsBeforeRange, t.endsAfterRange])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('ends a trip at a stop of at least five minutes with the engine on, not at a shorter one', () => {
    const facts = deriveRouteFacts(
      fixtureColumns(...DAY, [
        { at: '2026-11-22T08:00', lat: -34.6 },
        { at: '2026-11-22T08:01', v: 0, lat: -34.61 },
        { at: '2026-11-22T08:03', lat: -34.61 },
        { at: '2026-11-22T08:04', v: 0, lat: -34.62 },
        { at: '2026-11-22T08:10', v: 0, lat: -34.62 },
        { at: '2026-11-22T08:11', lat: -34.63 },
        { at: '2026-11-22T08:12', lat: -34.64 },
      ]),
      [],
    );
    expect(facts.trips).toHaveLength(2);
    expect(facts.stops).toEqual([
      expect.objectContaining({ arrival: argentinaMs('2026-11-22T08:04'), durationMs: 7 * min, engineOnMs: 7 * min, lat: -34.62 }),
    ]);
    const [first, second] = facts.trips;
    expect(first).toMatchObject({ startLat: -34.6, endLat: -34.62, durationMs: 4 * min, maxSpeedKmh: 40 });
    expect(first!.km).toBeCloseTo(km(-34.6, -58.4, -34.62, -58.4), 9);
    expect(second!.km).toBeCloseTo(km(-34.62, -58.4, -34.64, -58.4), 9);
    expect(tripAverageKmh(first!)).toBeCloseTo(first!.km * 15, 9);
  });
});

describe('deriveRouteFacts: distance', () => {
  it('adds km between gps points only: cell-tower and Wi-Fi fixes are skipped', () => {
    const facts = deriveRouteFacts(
      fixtureColumns(...DAY, [
        { at: '2026-11-22T08:00', lat: -34.6 },
        { at: '2026-11-22T08:01', lat: -31.4, o: 'red_celular' },
        { at: '2026-11-22T08:02', lat: -32.9, o: 'wifi' },
        { at: '2026-11-22T08:03', lat: -34.65, o: null },
        { at: '2026-11-22T08:04', lat: -34.61 },
      ]),
      [],
    );
    expect(facts.totals.km).toBeCloseTo(km(-34.6, -58.4, -34.61, -58.4), 9);
    expect(facts.trips[0]!.km).toBeCloseTo(facts.totals.km, 9);
  });
});

describe('deriveRouteFacts: time', () => {
  it('separates driving, idle and engine-on time, and counts none across a data gap', () => {
    const facts = deriveRouteFacts(
      fixtureColumns(...DAY, [
        { at: '2026-11-22T08:00' },
        { at: '2026-11-22T08:02', v: 0 },
        { at: '2026-11-22T08:05', v: 0, on: false },
        { at: '2026-11-22T08:09' },
        { at: '2026-11-22T09:00' },
        { at: '2026-11-22T09:01' },
      ]),
      [],
    );
    expect(facts.totals).toMatchObject({ drivingMs: 3 * min, idleMs: 3 * min, engineOnMs: 6 * min, maxSpeedKmh: 40 });
    expect(facts.totals.speedTimesMs).toBe(40 * 3 * min);
  });

  it('counts night driving from 22:00 to 06:00 Argentina time, in time and km', () => {
    const facts = deriveRouteFacts(
      fixtureColumns(...DAY, [
        { at: '2026-11-22T05:50', lat: -34.6 },
        { at: '2026-11-22T05:55', lat: -34.61 },
        { at: '2026-11-22T06:00', lat: -34.62 },
        { at: '2026-11-22T06:05', lat: -34.63 },
        { at: '2026-11-22T21:55', lat: -34.7 },
        { at: '2026-11-22T22:00', lat: -34.71 },
        { at: '2026-11-22T22:05', lat: -34.72 },
      ]),
      [],
    );
    expect(facts.totals.drivingMs).toBe(25 * min);
    expect(facts.totals.nightDrivingMs).toBe(15 * min);
    const nightKm = km(-34.6, -58.4, -34.62, -58.4) + km(-34.71, -58.4, -34.72, -58.4);
    expect(facts.totals.nightKm).toBeCloseTo(nightKm, 9);
  });

  it('treats unknown speed and ignition as neither moving nor stopped', () => {
    const facts = deriveRouteFacts(
      fixtureColumns(...DAY, [
        { at: '2026-11-22T08:00', v: 50 },
        { at: '2026-11-22T08:01', v: null, on: null },
        { at: '2026-11-22T08:20', v: null, on: null },
        { at: '2026-11-22T08:21', v: 0, on: null },
        { at: '2026-11-22T08:30', v: 0, on: null },
        { at: '2026-11-22T08:31', v: 30 },
      ]),
      [],
    );
    expect(facts.totals).toMatchObject({ drivingMs: min, idleMs: 0, maxSpeedKmh: 50 });
    expect(facts.stops).toEqual([expect.objectContaining({ durationMs: 10 * min, engineOnMs: 0 })]);
    expect(facts.trips.map((t) => t.end - t.start)).toEqual([21 * min, 0]);
  });
});

describe('deriveRouteFacts: a day', () => {
  it('derives an empty day as zeros and nulls', () => {
    const facts = deriveRouteFacts(fixtureColumns(...DAY, []), []);
    expect(facts).toEqual({
      version: 1,
      desde: argentinaMs(DAY[0]),
      hasta: argentinaMs(DAY[1]),
      trips: [],
      stops: [],
      totals: { km: 0, drivingMs: 0, idleMs: 0, engineOnMs: 0, nightDrivingMs: 0, nightKm: 0, maxSpeedKmh: null, speedTimesMs: 0 },
      events: { byCategory: {}, byType: {} },
    });
  });

  it('counts events per category and per type, and survives a JSON round trip through its schema', () => {
    const evento = (tipo: string, categoria: string) => ({ tipo, categoria }) as Evento;
    const facts = deriveRouteFacts(fixtureColumns(...DAY, [{ at: '2026-11-22T08:00' }, { at: '2026-11-22T08:01' }]), [
      evento('exceso_velocidad', 'conduccion'),
      evento('frenada_brusca', 'conduccion'),
      evento('exceso_velocidad', 'conduccion'),
      evento('panico', 'seguridad'),
    ]);
    expect(facts.events).toEqual({
      byCategory: { conduccion: 3, seguridad: 1 },
      byType: { exceso_velocidad: 2, frenada_brusca: 1, panico: 1 },
    });
    expect(routeFactsSchema.parse(JSON.parse(JSON.stringify(facts)))).toEqual(facts);
  });
});
