import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimFixture, testConfig } from './test-support/sim-fixture';

interface Stats {
  solicitudes: number;
  por_clave: { nombre: string; clave: string; solicitudes: number; unidades: number }[];
  por_ruta: { ruta: string; solicitudes: number; unidades: number; por_estado: Record<string, number> }[];
}

const ALL = ['posiciones', 'recorridos', 'eventos'];
// Same name, same visible prefix: only the whole key tells them apart, and it is never shown.
const TWIN_A = 'svc_live_gemela_aaaaaaaa';
const TWIN_B = 'svc_live_gemela_bbbbbbbb';
const PAUSED = 'svc_live_gemela_pausada';

describe('GET /_sim/stats: requests and units per key and per path since start', () => {
  let sim: SimFixture;
  beforeAll(async () => {
    sim = await SimFixture.start(
      testConfig({
        keys: [
          { key: TWIN_A, name: 'Gemela', clients: '*', permissions: ALL },
          { key: TWIN_B, name: 'Gemela', clients: '*', permissions: ALL },
          { key: PAUSED, name: 'Pausada', clients: '*', permissions: ALL, status: 'paused' },
          { key: 'svc_live_sin_uso', name: 'Sin uso', clients: '*', permissions: ALL },
        ],
      }),
    );
  });
  afterAll(() => sim.close());

  const stats = async () => (await sim.get('/_sim/stats', null)).body as Stats;

  it('counts each key on its own, even when name and masked form coincide, in the config order', async () => {
    await sim.get('/v1/vehiculos/veh_100001/recorrido', TWIN_B);
    await sim.get('/v1/estado', TWIN_B);
    await sim.get('/v1/estado', TWIN_A);
    const { por_clave: keys } = await stats();
    expect(keys).toEqual([
      { nombre: 'Gemela', clave: 'svc_live_ge…', solicitudes: 1, unidades: 1 },
      { nombre: 'Gemela', clave: 'svc_live_ge…', solicitudes: 2, unidades: 6 },
      { nombre: 'Pausada', clave: 'svc_live_ge…', solicitudes: 0, unidades: 0 },
      { nombre: 'Sin uso', clave: 'svc_live_si…', solicitudes: 0, unidades: 0 },
    ]);
  });

  it('counts 404, 405 and refused requests for the key that made them, at no cost', async () => {
    const before = (await stats()).por_clave;
    expect((await sim.get('/v1/nada', TWIN_A)).status).toBe(404);
    expect((await sim.get('/v1/vehiculos/veh_100001/nada', TWIN_A)).status).toBe(404);
    expect((await sim.get('/v1/estado', TWIN_A, { method: 'POST' })).status).toBe(405);
    expect((await sim.get('/v1/estado', PAUSED)).status).toBe(403);
    const after = await stats();
    expect(after.por_clave[0]).toEqual({ ...before[0], solicitudes: before[0]!.solicitudes + 3 });
    expect(after.por_clave[1]).toEqual(before[1]);
    expect(after.por_clave[2]).toEqual({ ...before[2], solicitudes: 1 });
    const missing = after.por_ruta.find((r) => r.ruta === '(ruta inexistente)');
    expect(missing).toMatchObject({ solicitudes: 2, unidades: 0, por_estado: { 404: 2 } });
  });

  it('never shows a whole key', async () => {
    const text = JSON.stringify(await stats());
    for (const key of [TWIN_A, TWIN_B, PAUSED, 'svc_live_sin_uso']) expect(text).not.toContain(key);
  });
});
