import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flotaEstadoSchema, flotaSaludSchema } from '@/lib/fleet/flota-api';
import { parseApiDateTime } from '@/lib/fleet/time';
import { putRouteDays } from '@/lib/store/route-days';
import type { Store } from '@/lib/store/store';
import { callApi, ShiftedClock, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { testSessionCookie } from '@/lib/testing/session-cookie';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';

const MOTOR = { embedded: 'embebido', server: 'servidor' } as const;

async function salud(role = 'despacho') {
  const response = await callApi('/api/salud', { headers: { cookie: await testSessionCookie(role) } });
  expect(response.status).toBe(200);
  return flotaSaludSchema.strict().parse(await response.json());
}

describe.each(ENGINES)('the store’s state in /api/salud and /api/estado (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  let h: Harness;
  const clock = new ShiftedClock();
  beforeAll(async () => {
    place = await storePlace(engine);
    store = await place.open();
    h = await startHarness({ overrides: { store, clock } });
  });
  afterAll(async () => {
    await h.close();
    await store.close();
    await place.remove();
  });

  it('tells every user the engine, this instance, the size and the oldest day held', async () => {
    const first = (await salud()).almacenamiento;
    expect(first).toMatchObject({ alcanzable: true, motor: MOTOR[engine], instancia: 'instancia-a', dia_mas_antiguo: null, lideres: [] });
    expect(first?.alcanzable && first.tamano_bytes).toBeGreaterThan(0);
    await putRouteDays(store, [
      { vehiculo: 'veh_100004', dia: '2026-03-02', patente: null, distanciaKm: 0, puntos: [] },
      { vehiculo: 'veh_100004', dia: '2026-03-03', patente: null, distanciaKm: 0, puntos: [] },
    ]);
    // Checked at most every few seconds, however many pages ask.
    expect((await salud()).almacenamiento).toMatchObject({ dia_mas_antiguo: null });
    clock.advance(6_000);
    const later = (await salud()).almacenamiento;
    expect(later).toMatchObject({ dia_mas_antiguo: '2026-03-02' });
    // On the fleet's clock, as every time the API answers (the fleet's day is not the machine's).
    expect(Math.abs((parseApiDateTime(later?.revisado ?? '') ?? 0) - h.gateway.serviceClock.now())).toBeLessThan(60_000);
  });

  it('says when the database does not answer, and why only to the admin', async () => {
    const brokenPlace = await storePlace(engine);
    let brokenNow = Date.now();
    const broken = await brokenPlace.open({ instanceId: 'instancia-b', now: () => brokenNow });
    await broken.close();
    const otherClock = new ShiftedClock();
    const other = await startHarness({ overrides: { store: broken, clock: otherClock } });
    try {
      const first = (await salud()).almacenamiento;
      expect(first).toEqual({
        alcanzable: false,
        motor: MOTOR[engine],
        instancia: 'instancia-b',
        sin_acceso_desde: expect.any(String),
        revisado: expect.any(String),
      });
      // Checked again later: still out of reach since the first check that found it so.
      otherClock.advance(6_000);
      brokenNow += 60_000;
      const later = (await salud()).almacenamiento;
      expect(later?.revisado).not.toBe(first?.revisado);
      expect(later?.alcanzable === false && later.sin_acceso_desde).toBe(first?.revisado);
      const estado = flotaEstadoSchema.parse(await (await callApi('/api/estado')).json());
      expect(estado.almacenamiento).toMatchObject({ alcanzable: false, error: expect.any(String) });
    } finally {
      await other.close();
      await brokenPlace.remove();
    }
  });
});
