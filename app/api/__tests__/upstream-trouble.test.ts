import { afterEach, describe, expect, it } from 'vitest';
import { historialMensajeSchema } from '@/lib/fleet/flota-api';
import { callApi, ShiftedClock, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { EVERY_ROUTE, VEHICLE, call, readBody } from './every-route';

const HOUR = 3_600_000;
let h: Harness | undefined;
afterEach(() => h?.close());

/** A harness whose retry waits are recorded instead of slept, and whose clock a test moves. */
async function troubledHarness() {
  const clock = new ShiftedClock();
  const waits: { ms: number; path: string }[] = [];
  h = await startHarness({
    overrides: {
      clock,
      wait: async (ms, call) => {
        waits.push({ ms, path: call.path });
      },
    },
  });
  for (const route of EVERY_ROUTE) {
    const response = await call(route);
    await readBody(response, route);
    expect(response.status, route.name).toBe(200);
  }
  return { h, clock, waits };
}

function lastNdjson(text: string) {
  return historialMensajeSchema.parse(JSON.parse(text.trim().split('\n').at(-1) as string));
}

describe('upstream unreachable', () => {
  it('answers cached data marked stale, and 503 where nothing is cached', async () => {
    const { h, clock, waits } = await troubledHarness();
    await h.stopSim();
    clock.advance(2 * HOUR);
    for (const route of EVERY_ROUTE) {
      const response = await call(route);
      const text = await readBody(response, route);
      expect(response.status, route.name).toBe(200);
      if (route.name === 'eventos (NDJSON)') expect(lastNdjson(text).tipo).toBe('fin');
      const body = text.startsWith('{"datos"') ? JSON.parse(text) : null;
      if (body?.frescura) {
        expect(body.frescura, route.name).toMatchObject({ desactualizado: true, error: { codigo: 'servicio_no_disponible' } });
        expect(body.frescura.antiguedad_s, route.name).toBeGreaterThanOrEqual(2 * 3600);
      }
    }
    expect(waits.length).toBeGreaterThan(0);

    waits.length = 0;
    const uncached = await callApi(`/api/vehiculos/${VEHICLE}/recorrido`);
    expect(uncached.status).toBe(503);
    expect(uncached.headers.get('retry-after')).toBe('60');
    expect(await uncached.json()).toEqual({
      error: {
        codigo: 'servicio_no_disponible',
        mensaje: 'El Fleet API no está respondiendo y no hay datos guardados de esta consulta: reintentá en 60 segundos.',
        solicitud: uncached.headers.get('x-solicitud'),
      },
    });
    const ofRoute = waits.filter((w) => w.path.endsWith('/recorrido')).map((w) => w.ms);
    expect(ofRoute).toEqual([5_000, 15_000, 60_000]);

    const history = await callApi('/api/eventos?cliente=cli_1001');
    expect(history.status).toBe(200);
    expect(lastNdjson(await history.text())).toMatchObject({ tipo: 'error', error: { codigo: 'servicio_no_disponible' } });
  });
});

describe('upstream with faults (unavailableRate 0.5, latencyMs 2000)', () => {
  it('keeps every route answering, stale where needed, retrying after 5, 15 and 60 s', { timeout: 60_000 }, async () => {
    const { h, clock, waits } = await troubledHarness();
    await h.restartSim({ sim: { faults: { unavailableRate: 0.5, latencyMs: 2000 } } });
    clock.advance(2 * HOUR);
    waits.length = 0;
    const answers = await Promise.all(
      EVERY_ROUTE.map(async (route) => {
        const response = await call(route);
        return { route, status: response.status, text: await readBody(response, route) };
      }),
    );
    for (const { route, status, text } of answers) {
      expect(status, route.name).toBe(200);
      if (route.name === 'eventos (NDJSON)') expect(['fin', 'error']).toContain(lastNdjson(text).tipo);
    }
    const failed = (await h.requests('/v1/vehiculos/{id}/recorrido', 503)) + (await h.requests('/v1/eventos', 503));
    if (failed > 0) expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((w) => [5_000, 15_000, 60_000].includes(w.ms))).toBe(true);
    const count = (ms: number) => waits.filter((w) => w.ms === ms).length;
    expect(count(15_000)).toBeLessThanOrEqual(count(5_000));
    expect(count(60_000)).toBeLessThanOrEqual(count(15_000));
  });
});
