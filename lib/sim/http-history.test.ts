import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventosEnvelope } from '@/lib/fleet/schemas/envelopes';
import type { Recorrido } from '@/lib/fleet/schemas/recorrido';
import { argentinaDay, formatApiDateTime } from '@/lib/fleet/time';
import { KEYS, SimFixture, TEST_TODAY, errorCode } from './test-support/sim-fixture';

const DAY = 86_400_000;
let sim: SimFixture;
const today = TEST_TODAY;
const yesterday = argentinaDay(today - DAY);
const q = (ms: number) => encodeURIComponent(formatApiDateTime(ms));

beforeAll(async () => {
  sim = await SimFixture.start();
});
afterAll(() => sim.close());

describe('GET /v1/vehiculos/{id}/recorrido', () => {
  it('defaults to the last 24 hours and echoes the effective range', async () => {
    const route = await sim.datos<Recorrido>('/v1/vehiculos/veh_100001/recorrido');
    const span = Date.parse(route.hasta) - Date.parse(route.desde);
    expect(span).toBe(DAY);
    expect(Math.abs(Date.parse(route.hasta) - sim.sim.fleetNow())).toBeLessThan(5_000);
  });

  it('takes dates in the three forms of docs/fleet-api.md#ranges and keeps the points ordered inside the range', async () => {
    const route = await sim.datos<Recorrido>(`/v1/vehiculos/veh_100001/recorrido?desde=${yesterday}&hasta=${yesterday}T12:00:00`);
    expect(route.desde).toBe(`${yesterday}T00:00:00-03:00`);
    expect(route.hasta).toBe(`${yesterday}T12:00:00-03:00`);
    expect(route.cantidad_puntos).toBe(route.puntos.length);
    const times = route.puntos.map((p) => Date.parse(p.fecha));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(Date.parse(route.desde));
    expect(times.at(-1)).toBeLessThanOrEqual(Date.parse(route.hasta));
    const utc = await sim.datos<Recorrido>(
      `/v1/vehiculos/veh_100001/recorrido?desde=${yesterday}T03:00:00Z&hasta=${yesterday}T15:00:00Z`,
    );
    expect(utc.puntos).toEqual(route.puntos);
  });

  it.each([
    ['desde=ayer', 'parametro_invalido'],
    ['hasta=2026-13-01', 'parametro_invalido'],
    ['desde=2026-11-01&desde=2026-11-02', 'parametro_invalido'],
    [`desde=${q(today)}&hasta=${q(today - 1000)}`, 'rango_invalido'],
    [`desde=${q(today - 8 * DAY)}&hasta=${q(today)}`, 'rango_invalido'],
    [`desde=${q(today - 95 * DAY)}&hasta=${q(today - 94 * DAY)}`, 'rango_invalido'],
  ])('?%s → 400 %s', async (query, codigo) => {
    const reply = await sim.get(`/v1/vehiculos/veh_100001/recorrido?${query}`);
    expect([reply.status, errorCode(reply)]).toEqual([400, codigo]);
  });

  it('accepts exactly 7 days, within the last 90', async () => {
    const reply = await sim.get(`/v1/vehiculos/veh_100001/recorrido?desde=${q(today - 85 * DAY)}&hasta=${q(today - 78 * DAY)}`);
    expect(reply.status).toBe(200);
  });

  it('answers 501 no_disponible for a vehicle without history, 404 for unknown ones', async () => {
    // cli_andes: 24 vehicles, the last 2 without position and the one before them without history.
    const reply = await sim.get('/v1/vehiculos/veh_100022/recorrido');
    expect([reply.status, errorCode(reply)]).toEqual([501, 'no_disponible']);
    expect(errorCode(await sim.get('/v1/vehiculos/veh_999999/recorrido'))).toBe('vehiculo_inexistente');
  });

  it('answers an empty route for a vehicle that never reported', async () => {
    const route = await sim.datos<Recorrido>('/v1/vehiculos/veh_100024/recorrido');
    expect([route.cantidad_puntos, route.distancia_km, route.puntos]).toEqual([0, 0, []]);
  });
});

describe('GET /v1/eventos and /v1/vehiculos/{id}/eventos', () => {
  it('answers events in chronological order within the echoed range', async () => {
    const reply = await sim.get(`/v1/eventos?cliente=cli_andes&desde=${yesterday}`);
    const body = reply.body as EventosEnvelope;
    expect(body.desde).toBe(`${yesterday}T00:00:00-03:00`);
    expect(Math.abs(Date.parse(body.hasta) - sim.sim.fleetNow())).toBeLessThan(5_000);
    expect(body.cantidad).toBe(body.datos.length);
    expect(body.cantidad).toBeGreaterThan(20);
    const times = body.datos.map((e) => Date.parse(e.fecha));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t) => t >= Date.parse(body.desde) && t <= sim.sim.fleetNow())).toBe(true);
    expect(new Set(body.datos.map((e) => e.id)).size).toBe(body.cantidad);
  });

  it('filters by tipos, vehiculos and cliente', async () => {
    // One fixed end for the three queries: an open one is "now", which may tick between them.
    const range = `desde=${yesterday}&hasta=${encodeURIComponent(formatApiDateTime(sim.sim.fleetNow() - 60_000))}`;
    const path = `/v1/eventos?cliente=cli_andes&${range}&tipos=encendido,apagado`;
    const events = (await sim.get(path)).body as EventosEnvelope;
    expect(events.cantidad).toBeGreaterThan(0);
    expect(new Set(events.datos.map((e) => e.tipo))).toEqual(new Set(['encendido', 'apagado']));
    const one = events.datos[0]!.vehiculo;
    const byVehicle = (await sim.get(`/v1/eventos?vehiculos=${one}&${range}&tipos=encendido,apagado`)).body as EventosEnvelope;
    expect(byVehicle.datos).toEqual(events.datos.filter((e) => e.vehiculo === one));
    const vehicleForm = (await sim.get(`/v1/vehiculos/${one}/eventos?${range}&tipos=encendido,apagado`)).body;
    expect(vehicleForm).toEqual(byVehicle);
  });

  it('ignores cliente and vehiculos on the vehicle form', async () => {
    // A fixed end: with `hasta` left to "now", the two answers may fall on either side of a second.
    const range = `desde=${yesterday}&hasta=${encodeURIComponent(formatApiDateTime(sim.sim.fleetNow() - 60_000))}`;
    const plain = (await sim.get(`/v1/vehiculos/veh_100001/eventos?${range}`)).body;
    const extra = (await sim.get(`/v1/vehiculos/veh_100001/eventos?${range}&cliente=cli_frio&vehiculos=veh_300001`)).body;
    expect(extra).toEqual(plain);
  });

  it('rejects unknown event types and queries spanning more than 500 vehicles', async () => {
    const unknown = await sim.get('/v1/eventos?cliente=cli_andes&tipos=encendido,incendio');
    expect([unknown.status, errorCode(unknown)]).toEqual([400, 'parametro_invalido']);
    expect(errorCode(await sim.get('/v1/vehiculos/veh_100001/eventos?tipos=Encendido'))).toBe('parametro_invalido');
    for (const path of ['/v1/eventos', '/v1/eventos?cliente=cli_grande']) {
      const many = await sim.get(path);
      expect([many.status, errorCode(many)]).toEqual([400, 'demasiados_vehiculos']);
    }
    const ids = (await sim.datos<{ id: string }[]>('/v1/vehiculos?cliente=cli_grande')).slice(0, 500).map((v) => v.id);
    expect((await sim.get(`/v1/eventos?vehiculos=${ids.join(',')}`)).status).toBe(200);
  });

  it('lists events of many vehicles by time, and events of the same second by id', async () => {
    const ids = (await sim.datos<{ id: string }[]>('/v1/vehiculos?cliente=cli_grande')).slice(0, 500).map((v) => v.id);
    const events = await sim.datos<{ id: string; fecha: string }[]>(`/v1/eventos?vehiculos=${ids.join(',')}&desde=${yesterday}`);
    const keys = events.map((e) => [Date.parse(e.fecha), e.id] as const);
    const sorted = [...keys].sort(([ta, ia], [tb, ib]) => ta - tb || (ia < ib ? -1 : ia > ib ? 1 : 0));
    expect(keys).toEqual(sorted);
    const ties = keys.filter(([t], i) => i > 0 && keys[i - 1]![0] === t).length;
    expect(ties).toBeGreaterThan(10);
  });

  it('applies the range rules and answers 404 for unknown clients and vehicles', async () => {
    expect(errorCode(await sim.get(`/v1/eventos?cliente=cli_andes&desde=${q(today - 9 * DAY)}&hasta=${q(today)}`))).toBe('rango_invalido');
    expect(errorCode(await sim.get('/v1/eventos?cliente=cli_nadie'))).toBe('cliente_inexistente');
    expect(errorCode(await sim.get('/v1/eventos?vehiculos=veh_999999'))).toBe('vehiculo_inexistente');
    expect(errorCode(await sim.get('/v1/vehiculos/veh_999999/eventos'))).toBe('vehiculo_inexistente');
    expect(errorCode(await sim.get('/v1/vehiculos/veh_100001/eventos', KEYS.onlyAndes))).toBe('sin_permiso');
  });
});
