import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flotaEventosSchema, flotaRecorridoSchema, historialMensajeSchema } from '@/lib/fleet/flota-api';
import { fleetCalls } from '@/lib/gateway/fleet-calls';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { TEST_START } from '@/lib/sim/test-support/sim-fixture';

const DAY = 86_400_000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const iso = (ms: number) => new Date(ms).toISOString();

describe('/api/eventos', () => {
  it('streams plan, parts and fin for a 20-day range, and merges the same into one ordered envelope', async () => {
    const query = `desde=${iso(TEST_START - 20 * DAY)}&hasta=${iso(TEST_START - DAY)}&cliente=cli_2002`;
    const streamed = await callApi(`/api/eventos?${query}`);
    expect(streamed.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await streamed.text()).trim().split('\n').map((l) => historialMensajeSchema.parse(JSON.parse(l)));
    expect(lines.map((m) => m.tipo)).toEqual(['plan', 'parte', 'parte', 'parte', 'fin']);
    const fromParts = lines.flatMap((m) => (m.tipo === 'parte' ? m.eventos : []));

    const merged = flotaEventosSchema.parse(await (await callApi(`/api/eventos?${query}`, { headers: { accept: 'application/json' } })).json());
    expect(merged.cantidad).toBe(fromParts.length);
    expect(new Set(merged.datos.map((e) => e.id))).toEqual(new Set(fromParts.map((e) => e.id)));
    const times = merged.datos.map((e) => Date.parse(e.fecha));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(lines.at(-1)).toMatchObject({ tipo: 'fin', cantidad: merged.cantidad });
  });

  it('stops asking the upstream when the browser goes away', async () => {
    const before = await h.requests('/v1/eventos');
    const controller = new AbortController();
    const response = await callApi(`/api/eventos?desde=${iso(h.sim.fleetNow() - 89 * DAY)}`, { signal: controller.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // 13 parts planned; at most the two in flight when it left were sent.
    expect((await h.requests('/v1/eventos')) - before).toBeLessThanOrEqual(3);
  });
});

describe('/api/vehiculos/[id]/recorrido', () => {
  it('asks for a 10-day route in two parts and joins them in order', async () => {
    const desde = TEST_START - 12 * DAY;
    const hasta = TEST_START - 2 * DAY;
    const response = await callApi(`/api/vehiculos/veh_100004/recorrido?desde=${iso(desde)}&hasta=${iso(hasta)}`);
    const body = flotaRecorridoSchema.parse(await response.json());
    expect(body.partes).toBe(2);
    const times = body.datos.puntos.map((p) => Date.parse(p.fecha));
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.datos.cantidad_puntos).toBe(body.datos.puntos.length);

    const ask = (range: { desde: number; hasta: number }) =>
      h.gateway.upstream.call(fleetCalls.recorrido('veh_100004', range), { priority: 'interactive' });
    const first = await ask({ desde, hasta: desde + 7 * DAY });
    const second = await ask({ desde: desde + 7 * DAY, hasta });
    const parts = first.datos.distancia_km + second.datos.distancia_km;
    expect(body.datos.distancia_km).toBeGreaterThanOrEqual(parts - 0.01);
    expect(body.datos.distancia_km).toBeLessThanOrEqual(parts + 50);
  });
});
