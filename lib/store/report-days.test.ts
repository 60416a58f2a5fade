import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROUTE_FACTS_VERSION } from '@/lib/fleet/route-facts';
import type { Punto } from '@/lib/fleet/schemas/recorrido';
import { formatApiDateTime } from '@/lib/fleet/time';
import { testEvento } from '@/lib/testing/store-events';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { backfillDayFacts } from './day-facts-backfill';
import { putEventDays } from './event-days';
import { piecesOfDays, summaryDays } from './report-days';
import { type RouteDay, putRouteDays } from './route-days';
import { eventDay, routeDay } from './schema';
import type { Store } from './store';

const min = 60_000;
const at = (wall: string) => Date.parse(`${wall}:00-03:00`);

/** A point a minute; `v` 0 with the engine off is parked. */
function punto(wall: string, lat: number, v: number, on = v > 0): Punto {
  return { fecha: formatApiDateTime(at(wall)), latitud: lat, longitud: -58.4, velocidad_kmh: v, rumbo: null, encendido: on, origen: 'gps' };
}

function minutes(from: string, count: number, lat0: number, v: number): Punto[] {
  return Array.from({ length: count }, (_, i) => ({ ...punto(from, lat0 + i * 0.001, v), fecha: formatApiDateTime(at(from) + i * min) }));
}

function day(vehiculo: string, dia: string, puntos: Punto[]): RouteDay {
  return { vehiculo, dia, patente: 'AB123CD', distanciaKm: 0, puntos };
}

/** veh_1 drives 08:00–08:30, parks, drives 23:30 into the next day until 00:20 and parks there. */
const DAY1 = day('veh_1', '2026-11-16', [
  ...minutes('2026-11-16T08:00', 31, -34.6, 50),
  punto('2026-11-16T08:31', -34.57, 0, false),
  punto('2026-11-16T23:29', -34.57, 0, false),
  ...minutes('2026-11-16T23:30', 30, -34.57, 60),
]);
const DAY2 = day('veh_1', '2026-11-17', [
  ...minutes('2026-11-17T00:00', 20, -34.54, 60),
  punto('2026-11-17T00:20', -34.52, 0, false),
  punto('2026-11-17T06:00', -34.52, 0, false),
]);
const OTHER = day('veh_2', '2026-11-16', []);

describe.each(ENGINES)('reports over stored days (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  beforeAll(async () => {
    place = await storePlace(engine);
    store = await place.open();
    await putRouteDays(store, [DAY1, DAY2, OTHER]);
    await putEventDays(store, {
      vehiculos: ['veh_1', 'veh_2'],
      dias: ['2026-11-16'],
      eventos: [testEvento('veh_1', at('2026-11-16T08:10')), testEvento('veh_1', at('2026-11-16T08:20'), 'panico', 1)],
    });
  });
  afterAll(async () => {
    await store.close();
    await place.remove();
  });

  const range = { vehiculos: ['veh_1', 'veh_2'], desde: '2026-11-16', hasta: '2026-11-17' };

  it('writes each day’s facts with the day, and its events’ counts with theirs', async () => {
    const rows = await store.db.select().from(routeDay).where(eq(routeDay.vehiculo, 'veh_1'));
    expect(rows.map((r) => r.hechosVersion)).toEqual([ROUTE_FACTS_VERSION, ROUTE_FACTS_VERSION]);
    const [counted] = await store.db.select({ conteos: eventDay.conteos }).from(eventDay).where(eq(eventDay.vehiculo, 'veh_1'));
    expect(JSON.parse(counted!.conteos!)).toEqual({ byCategory: { conduccion: 2 }, byType: { exceso_velocidad: 1, panico: 1 } });
  });

  it('sums each vehicle-day: totals, trips, stops, first start, last rest, and events only where held', async () => {
    const days = await summaryDays(store, range);
    expect(days.map((d) => [d.vehiculo, d.dia])).toEqual([
      ['veh_1', '2026-11-16'],
      ['veh_1', '2026-11-17'],
      ['veh_2', '2026-11-16'],
    ]);
    const [first, second, empty] = days;
    expect(first!.summary).toMatchObject({ trips: 2, stops: 1, drivingMs: 60 * min, firstStart: at('2026-11-16T08:00'), lastStop: at('2026-11-16T08:31') });
    expect(first!.summary.maxSpeedKmh).toBe(60);
    expect(first!.events).toEqual({ byCategory: { conduccion: 2 }, byType: { exceso_velocidad: 1, panico: 1 } });
    expect(second!.summary).toMatchObject({ trips: 1, stops: 1, firstStart: at('2026-11-17T00:00'), lastStop: at('2026-11-17T00:20') });
    expect(second!.events).toBeNull();
    expect(empty!.summary).toMatchObject({ trips: 0, stops: 0, km: 0, firstStart: null, lastStop: null });
    expect(empty!.events).toEqual({ byCategory: {}, byType: {} });
  });

  it('joins the trip across midnight into one, and the night parked into one stop', async () => {
    const pieces = await piecesOfDays(store, range);
    const { trips, stops } = pieces.get('veh_1')!;
    expect(trips.map((t) => [t.start, t.end])).toEqual([
      [at('2026-11-16T08:00'), at('2026-11-16T08:31')],
      [at('2026-11-16T23:30'), at('2026-11-17T00:20')],
    ]);
    expect(trips[1]!.startsBeforeRange).toBe(false);
    expect(trips[1]!.endsAfterRange).toBe(false);
    expect(stops.map((s) => [s.arrival, s.departure, s.endsAfterRange])).toEqual([
      [at('2026-11-16T08:31'), at('2026-11-16T23:30'), false],
      [at('2026-11-17T00:20'), at('2026-11-18T00:00'), true],
    ]);
    // Without the day before, the trip is cut where the range begins.
    const alone = (await piecesOfDays(store, { ...range, desde: '2026-11-17' })).get('veh_1')!;
    expect(alone.trips[0]).toMatchObject({ start: at('2026-11-17T00:00'), startsBeforeRange: true });
  });

  it('derives again, in batches, the days stored without facts or with another version, and reads them meanwhile', async () => {
    const before = await summaryDays(store, range);
    await store.db.update(routeDay).set({ hechosVersion: null, hechosResumen: null, hechosPiezas: null });
    await store.db.update(eventDay).set({ conteos: null });
    // A report asked meanwhile derives what it covers.
    expect(await summaryDays(store, { ...range, vehiculos: ['veh_2'] })).toEqual(before.slice(2));
    await store.db.update(routeDay).set({ hechosVersion: ROUTE_FACTS_VERSION + 1 }).where(eq(routeDay.vehiculo, 'veh_2'));
    expect(await backfillDayFacts(store, 2)).toBe(2 + 1);
    expect(await backfillDayFacts(store, 2)).toBe(1);
    expect(await backfillDayFacts(store, 2)).toBe(0);
    expect(await summaryDays(store, range)).toEqual(before);
  });
});
