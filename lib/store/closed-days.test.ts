import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatApiDateTime } from '@/lib/fleet/time';
import type { Punto } from '@/lib/fleet/schemas/recorrido';
import { testEvento } from '@/lib/testing/store-events';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { dayRange } from './argentina-days';
import { heldDays, missingDays, pruneClosedDays } from './closed-days';
import { eventsOfDays, putEventDays } from './event-days';
import { type RouteDay, putRouteDays, routeDays } from './route-days';
import type { Store } from './store';

function routeOf(vehiculo: string, dia: string, count: number): RouteDay {
  const { desde } = dayRange(dia);
  const puntos: Punto[] = Array.from({ length: count }, (_, i) => ({
    fecha: formatApiDateTime(desde + 6 * 3_600_000 + i * 15_000),
    latitud: -34.6 + i * 1e-4,
    longitud: -58.4 - i * 2e-4,
    velocidad_kmh: i % 10 === 0 ? null : 40 + (i % 30),
    rumbo: i % 360,
    encendido: i % 50 !== 0,
    origen: i % 40 === 0 ? 'red_celular' : 'gps',
  }));
  return { vehiculo, dia, patente: 'AC456EF', distanciaKm: count * 0.1, puntos };
}

describe.each(ENGINES)('closed days (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  beforeAll(async () => {
    place = await storePlace(engine);
    store = await place.open();
  });
  afterAll(async () => {
    await store.close();
    await place.remove();
  });

  it('gives back a vehicle’s routes day by day, exactly, the latest copy of a day stored twice', async () => {
    const days = [routeOf('veh_1', '2026-11-16', 2_500), routeOf('veh_1', '2026-11-17', 3_200), routeOf('veh_2', '2026-11-16', 10)];
    await putRouteDays(store, days);
    const again = { ...routeOf('veh_1', '2026-11-17', 3_100), patente: 'ZZ999ZZ' };
    await putRouteDays(store, [again]);
    expect(await routeDays(store, 'veh_1', '2026-11-15', '2026-11-17')).toEqual([days[0], again]);
    expect(await routeDays(store, 'veh_1', '2026-11-17', '2026-11-20')).toEqual([again]);
    expect(await routeDays(store, 'veh_3', '2026-11-01', '2026-11-30')).toEqual([]);
  });

  it('keeps every vehicle-day an events query covered, the empty ones too, and answers them by time', async () => {
    const at = dayRange('2026-11-16').desde;
    const eventos = [
      testEvento('veh_1', at + 9 * 3_600_000, 'encendido'),
      testEvento('veh_2', at + 8 * 3_600_000, 'panico'),
      testEvento('veh_1', at + 30 * 3_600_000, 'apagado'),
    ];
    await putEventDays(store, { vehiculos: ['veh_1', 'veh_2', 'veh_3'], dias: ['2026-11-16', '2026-11-17'], eventos });
    expect(await eventsOfDays(store, { vehiculos: ['veh_1', 'veh_2', 'veh_3'], desde: '2026-11-16', hasta: '2026-11-17' })).toEqual([
      eventos[1],
      eventos[0],
      eventos[2],
    ]);
    expect(await eventsOfDays(store, { vehiculos: ['veh_1'], desde: '2026-11-17', hasta: '2026-11-17', tipos: ['apagado'] })).toEqual([eventos[2]]);
    expect(await heldDays(store, 'eventos', ['veh_3', 'veh_4'], '2026-11-01', '2026-11-30')).toEqual([
      { vehiculo: 'veh_3', dias: ['2026-11-16', '2026-11-17'] },
    ]);
  });

  it('refuses events outside the vehicles and days it was told the query covered', async () => {
    const stray = testEvento('veh_1', dayRange('2026-11-18').desde + 1);
    await expect(putEventDays(store, { vehiculos: ['veh_1'], dias: ['2026-11-17'], eventos: [stray] })).rejects.toThrow(RangeError);
    await expect(routeDays(store, 'veh_1', '2026-11-31', '2026-12-01')).rejects.toThrow(RangeError);
  });

  it('lists the days still missing per vehicle, for routes and events apart', async () => {
    expect(await missingDays(store, 'rutas', ['veh_1', 'veh_2', 'veh_9'], '2026-11-16', '2026-11-18')).toEqual([
      { vehiculo: 'veh_1', dias: ['2026-11-18'] },
      { vehiculo: 'veh_2', dias: ['2026-11-17', '2026-11-18'] },
      { vehiculo: 'veh_9', dias: ['2026-11-16', '2026-11-17', '2026-11-18'] },
    ]);
    expect(await missingDays(store, 'eventos', ['veh_1'], '2026-11-16', '2026-11-17')).toEqual([]);
  });

  it('removes the days before a retention limit', async () => {
    expect(await pruneClosedDays(store, '2026-11-17')).toEqual({ rutas: 2, eventos: 3 });
    expect((await routeDays(store, 'veh_1', '2026-11-01', '2026-11-30')).map((d) => d.dia)).toEqual(['2026-11-17']);
    expect(await heldDays(store, 'eventos', ['veh_1', 'veh_2', 'veh_3'], '2026-11-01', '2026-11-30')).toEqual([
      { vehiculo: 'veh_1', dias: ['2026-11-17'] },
      { vehiculo: 'veh_2', dias: ['2026-11-17'] },
      { vehiculo: 'veh_3', dias: ['2026-11-17'] },
    ]);
  });
});
