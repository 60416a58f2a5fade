import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, SimFixture, errorCode, testConfig } from './test-support/sim-fixture';

const remaining = (reply: { headers: Headers }) => Number(reply.headers.get('x-ratelimit-remaining'));

describe('unit budget per key (docs/fleet-api.md#limits)', () => {
  let sim: SimFixture;
  beforeAll(async () => {
    sim = await SimFixture.start();
  });
  afterAll(() => sim.close());

  it('charges 1 unit for light and 5 for history queries, and says what is left on every answer', async () => {
    const first = await sim.get('/v1/estado', KEYS.smallBudget);
    expect(first.headers.get('x-ratelimit-limit')).toBe('7');
    expect(remaining(first)).toBe(6);
    const route = await sim.get('/v1/vehiculos/veh_100001/recorrido', KEYS.smallBudget);
    expect([route.status, remaining(route)]).toEqual([200, 1]);

    const refused = await sim.get('/v1/vehiculos/veh_100001/eventos', KEYS.smallBudget);
    expect([refused.status, errorCode(refused)]).toEqual([429, 'demasiadas_solicitudes']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('7');
    expect(remaining(refused)).toBe(1);

    // The refused request spent nothing: the last unit is still there.
    const last = await sim.get('/v1/clientes', KEYS.smallBudget);
    expect([last.status, remaining(last)]).toEqual([200, 0]);
    const none = await sim.get('/v1/clientes', KEYS.smallBudget);
    expect([none.status, errorCode(none), remaining(none)]).toEqual([429, 'demasiadas_solicitudes', 0]);
  });

  it('charges a failed request of a valid key (400, 404) but not a refused permission', async () => {
    const before = remaining(await sim.get('/v1/estado'));
    const bad = await sim.get('/v1/eventos?desde=ayer');
    expect([bad.status, remaining(bad)]).toEqual([400, before - 5]);
    const missing = await sim.get('/v1/vehiculos/veh_999999');
    expect([missing.status, remaining(missing)]).toEqual([404, before - 6]);
  });

  it('counts requests and units per key and per route in /_sim/stats, with keys masked', async () => {
    const stats = (await sim.get('/_sim/stats', null)).body as {
      por_clave: { nombre: string; clave: string; solicitudes: number; unidades: number }[];
      por_ruta: { ruta: string; solicitudes: number; unidades: number }[];
    };
    const small = stats.por_clave.find((k) => k.nombre === 'Presupuesto chico');
    expect(small).toEqual({ nombre: 'Presupuesto chico', clave: 'svc_live_te…', solicitudes: 5, unidades: 7 });
    expect(JSON.stringify(stats)).not.toContain(KEYS.smallBudget);
    expect(stats.por_ruta.find((r) => r.ruta === '/v1/vehiculos/{id}/recorrido')?.unidades).toBeGreaterThanOrEqual(5);
  });
});

describe('history queries in flight, faults and latency', () => {
  it('refuses a third concurrent history query of one key with 429', async () => {
    const slow = await SimFixture.start(testConfig({ faults: { latencyMs: 1_000 }, limits: { historyQueriesInFlight: 2 } }));
    try {
      const replies = await Promise.all(
        [1, 2, 3].map(() => slow.get('/v1/vehiculos/veh_100001/recorrido')),
      );
      const codes = replies.map((r) => r.status).sort();
      expect(codes).toEqual([200, 200, 429]);
      const refused = replies.find((r) => r.status === 429)!;
      expect(errorCode(refused)).toBe('demasiadas_solicitudes');
      expect(refused.headers.get('retry-after')).toBe('1');
      const estado = await slow.datos<{ servicio: { estado: string } }>('/v1/estado');
      expect(estado.servicio.estado).toBe('degradado');
    } finally {
      await slow.close();
    }
  });

  it('answers 503 servicio_no_disponible to the configured share of history queries only', async () => {
    const down = await SimFixture.start(testConfig({ faults: { unavailableRate: 1 } }));
    try {
      for (const path of ['/v1/vehiculos/veh_100001/recorrido', '/v1/eventos?cliente=cli_andes', '/v1/vehiculos/veh_100001/eventos']) {
        const reply = await down.get(path);
        expect([reply.status, errorCode(reply)]).toEqual([503, 'servicio_no_disponible']);
      }
      expect((await down.get('/v1/posiciones')).status).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('adds the configured latency to every answer', async () => {
    const slow = await SimFixture.start(testConfig({ faults: { latencyMs: 250 } }));
    try {
      for (const [path, key] of [['/v1/estado', KEYS.central], ['/v1/estado', null], ['/v1/nada', KEYS.central]] as const) {
        const start = performance.now();
        await slow.get(path, key);
        expect(performance.now() - start).toBeGreaterThanOrEqual(240);
      }
    } finally {
      await slow.close();
    }
  });
});
