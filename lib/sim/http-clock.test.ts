import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estado } from '@/lib/fleet/schemas/estado';
import type { EventosEnvelope } from '@/lib/fleet/schemas/envelopes';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import type { Recorrido } from '@/lib/fleet/schemas/recorrido';
import { formatApiDateTime } from '@/lib/fleet/time';
import { KEYS, SimFixture, errorCode, testConfig } from './test-support/sim-fixture';

const DAY = 86_400_000;
/** A busy weekday morning, months away from whenever this runs. */
const START = '2026-03-11T10:30:00-03:00';
const X = Date.parse(START);
/** A clock that all but stands still: two services started apart answer within the same 10 s refresh. */
const STILL = { start: START, rate: 0.001 };
const q = (t: number) => encodeURIComponent(formatApiDateTime(t));

const hora = async (sim: SimFixture, key: string = KEYS.central) => Date.parse((await sim.datos<Estado>('/v1/estado', key)).servicio.hora);

describe('a fleet clock set in the config', () => {
  let sim: SimFixture;
  beforeAll(async () => {
    sim = await SimFixture.start(testConfig({ clock: STILL }));
  });
  afterAll(() => sim.close());

  it('is the service’s now: servicio.hora, positions and their refresh, however far from the real time', async () => {
    const now = await hora(sim);
    expect(now).toBeGreaterThanOrEqual(X);
    expect(now).toBeLessThan(X + 60_000);
    expect(sim.sim.fleetNow()).toBeGreaterThanOrEqual(now);
    const positions = await sim.datos<Posicion[]>('/v1/posiciones');
    expect(positions.length).toBeGreaterThan(500);
    for (const p of positions) {
      expect(Date.parse(p.fecha)).toBeLessThanOrEqual(now);
      expect(Date.parse(p.actualizado)).toBeLessThanOrEqual(now);
      expect(Date.parse(p.actualizado)).toBeGreaterThan(now - 10_000);
    }
    // A busy morning: most of the fleet reported within the last hour of the fleet's time.
    const recent = positions.filter((p) => Date.parse(p.fecha) > now - 3_600_000);
    expect(recent.length).toBeGreaterThan(positions.length / 2);
  });

  it('keeps the sim’s own counters on the real clock, with the fleet’s time beside it', async () => {
    const stats = (await sim.get('/_sim/stats', null)).body as { hora: string; hora_flota: string };
    expect(Math.abs(Date.parse(stats.hora) - Date.now())).toBeLessThan(5_000);
    expect(Date.parse(stats.hora_flota) - X).toBeLessThan(60_000);
  });

  it('sets the default ranges and the 90-day window, and answers nothing after it', async () => {
    const now = await hora(sim);
    expect(now - X).toBeLessThan(60_000);
    const route = await sim.datos<Recorrido>('/v1/vehiculos/veh_100001/recorrido');
    expect(Math.abs(Date.parse(route.hasta) - now)).toBeLessThan(60_000);
    expect(Date.parse(route.hasta) - Date.parse(route.desde)).toBe(DAY);
    expect(route.puntos.every((p) => Date.parse(p.fecha) <= now + 1_000)).toBe(true);

    const events = (await sim.get('/v1/eventos?cliente=cli_andes')).body as EventosEnvelope;
    expect(Math.abs(Date.parse(events.hasta) - now)).toBeLessThan(60_000);
    expect(events.cantidad).toBeGreaterThan(20);
    expect(events.datos.every((e) => Date.parse(e.fecha) <= Date.parse(events.hasta))).toBe(true);
    // Events run up to the fleet's now: the last one is from this morning, not from the real today.
    expect(Date.parse(events.datos.at(-1)!.fecha)).toBeGreaterThan(now - 3 * 3_600_000);

    // 89 days before the fleet's now is inside the window (and long past the real time's);
    // 91 days before it is outside.
    const inside = await sim.get(`/v1/eventos?cliente=cli_andes&desde=${q(now - 89 * DAY)}&hasta=${q(now - 88 * DAY)}`);
    expect(inside.status).toBe(200);
    const outside = await sim.get(`/v1/eventos?cliente=cli_andes&desde=${q(now - 91 * DAY)}&hasta=${q(now - 90.5 * DAY)}`);
    expect([outside.status, errorCode(outside)]).toEqual([400, 'rango_invalido']);
    // A range reaching past the fleet's now is answered up to it.
    const ahead = (await sim.get(`/v1/eventos?cliente=cli_andes&desde=${q(now - 3_600_000)}&hasta=${q(now + DAY)}`)).body as EventosEnvelope;
    expect(ahead.datos.every((e) => Date.parse(e.fecha) <= now + 1_000)).toBe(true);
  });
});

describe('the same seed and the same clock.start', () => {
  it('give the same positions, events and ids on two services started apart', async () => {
    const first = await SimFixture.start(testConfig({ clock: STILL }));
    const second = await SimFixture.start(testConfig({ clock: STILL }));
    try {
      for (const path of ['/v1/posiciones', '/v1/eventos?cliente=cli_andes', '/v1/vehiculos/veh_100004/recorrido', '/v1/estado']) {
        const [a, b] = [await first.get(path), await second.get(path)];
        expect(a.status, path).toBe(200);
        expect(b.body, path).toEqual(a.body);
      }
      const events = ((await first.get('/v1/eventos?cliente=cli_andes')).body as EventosEnvelope).datos;
      expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('clock.rate', () => {
  it('advances the fleet’s time that many times faster than the real one', async () => {
    const sim = await SimFixture.start(testConfig({ clock: { start: START, rate: 60 } }));
    try {
      const before = { real0: Date.now(), fleet: await hora(sim), real1: Date.now() };
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = { real0: Date.now(), fleet: await hora(sim), real1: Date.now() };
      // Each reading lies between the real instants taken around it; `hora` drops the milliseconds.
      const fleetSpan = after.fleet - before.fleet;
      expect(fleetSpan).toBeGreaterThanOrEqual(60 * (after.real0 - before.real1) - 1_000);
      expect(fleetSpan).toBeLessThanOrEqual(60 * (after.real1 - before.real0) + 1_000);
      expect(fleetSpan).toBeGreaterThan(100_000);
    } finally {
      await sim.close();
    }
  });

  it('leaves the unit budget in real minutes: an hour of fleet time does not refill it', async () => {
    const sim = await SimFixture.start(testConfig({ clock: { start: START, rate: 3_600 } }));
    try {
      for (let i = 0; i < 7; i++) expect((await sim.get('/v1/clientes', KEYS.smallBudget)).status).toBe(200);
      const fleetBefore = await hora(sim);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const refused = await sim.get('/v1/clientes', KEYS.smallBudget);
      expect(await hora(sim)).toBeGreaterThan(fleetBefore + 3_600_000);
      expect([refused.status, errorCode(refused)]).toEqual([429, 'demasiadas_solicitudes']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(50);
    } finally {
      await sim.close();
    }
  });
});

describe('key expiry', () => {
  const expiring = (expires: string) => ({
    key: 'svc_live_test_expira', name: 'Expira', clients: '*', permissions: ['posiciones'], expires,
  });
  const config = (start: string, rate = 0.001) =>
    testConfig({ clock: { start, rate }, keys: [...testConfig().keys, expiring('2026-03-11T10:35:00-03:00')] });

  it('is judged by the fleet’s clock, not the real one', async () => {
    const before = await SimFixture.start(config('2026-03-11T10:00:00-03:00'));
    const after = await SimFixture.start(config('2026-03-11T11:00:00-03:00'));
    try {
      expect((await before.get('/v1/posiciones', 'svc_live_test_expira')).status).toBe(200);
      const late = await after.get('/v1/posiciones', 'svc_live_test_expira');
      expect([late.status, errorCode(late)]).toEqual([401, 'clave_vencida']);
    } finally {
      await Promise.all([before.close(), after.close()]);
    }
  });

  it('comes as the fleet’s clock reaches it', async () => {
    // Five fleet minutes before expiry, at 30×: about ten real seconds.
    const sim = await SimFixture.start(config('2026-03-11T10:30:00-03:00', 30));
    try {
      const started = Date.now();
      expect((await sim.get('/v1/posiciones', 'svc_live_test_expira')).status).toBe(200);
      let reply = await sim.get('/v1/posiciones', 'svc_live_test_expira');
      while (reply.status === 200 && Date.now() - started < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        reply = await sim.get('/v1/posiciones', 'svc_live_test_expira');
      }
      expect([reply.status, errorCode(reply)]).toEqual([401, 'clave_vencida']);
      expect(sim.sim.fleetNow()).toBeGreaterThanOrEqual(Date.parse('2026-03-11T10:35:00-03:00'));
      // Not before its time: five fleet minutes are ten real seconds.
      expect(Date.now() - started).toBeGreaterThan(9_000);
    } finally {
      await sim.close();
    }
  }, 60_000);
});
