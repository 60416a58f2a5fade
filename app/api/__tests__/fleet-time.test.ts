import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_TIME_HEADER } from '@/lib/fleet/fleet-time-header';
import { flotaEventosSchema, flotaRecorridoSchema, flotaVehiculosSchema, saludVistaSchema } from '@/lib/fleet/flota-api';
import { argentinaDay } from '@/lib/fleet/time';
import { TEST_CLOCK, TEST_START } from '@/lib/sim/test-support/sim-fixture';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';

/**
 * The embedded API runs on 2026-03-11 10:30 (a Wednesday), whatever the machine's date: every
 * "now" our routes use is the service's, never the server's clock.
 */
const DAY = 86_400_000;
const TEST_DAY = argentinaDay(TEST_START);
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ sim: { clock: TEST_CLOCK } });
});
afterAll(() => h.close());

describe('routes on a fleet clock set to another day', () => {
  it('states the fleet’s time on every answer, for the browser’s own offset', async () => {
    for (const path of ['/api/salud', '/api/vehiculos', '/api/posiciones']) {
      const stated = Date.parse((await callApi(path)).headers.get(FLEET_TIME_HEADER) ?? '');
      expect(Math.abs(stated - h.sim.fleetNow()), path).toBeLessThan(1_500);
    }
  });

  it('defaults the events range to the 24 hours before the fleet’s now', async () => {
    const answer = flotaEventosSchema.parse(await (await callApi('/api/eventos?cliente=cli_2002', { headers: { accept: 'application/json' } })).json());
    expect(answer.datos.length).toBeGreaterThan(0);
    const times = answer.datos.map((e) => Date.parse(e.fecha));
    expect(Math.max(...times)).toBeLessThanOrEqual(h.sim.fleetNow());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(TEST_START - DAY - 60_000);
    expect(answer.datos.some((e) => e.fecha.startsWith(TEST_DAY))).toBe(true);
  });

  it('checks the 90 days against the fleet’s now: 89 days before it pass, 91 are refused', async () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    const vehiculo = (await h.gateway.directory.index('interactive')).value.vehiculos[0]?.id ?? '';
    const ok = await callApi(`/api/vehiculos/${vehiculo}/recorrido?desde=${iso(TEST_START - 89 * DAY)}&hasta=${iso(TEST_START - 88 * DAY)}`);
    expect(ok.status).toBe(200);
    flotaRecorridoSchema.parse(await ok.json());
    const old = await callApi(`/api/vehiculos/${vehiculo}/recorrido?desde=${iso(TEST_START - 91 * DAY)}&hasta=${iso(TEST_START - 90.5 * DAY)}`);
    expect(old.status).toBe(400);
  });

  it('tells when data was obtained, and the pollers’ last success, on the fleet’s clock', async () => {
    const vehiculos = flotaVehiculosSchema.parse(await (await callApi('/api/vehiculos')).json());
    expect(vehiculos.frescura.obtenido?.slice(0, 10)).toBe(TEST_DAY);
    await callApi('/api/posiciones');
    const salud = saludVistaSchema.parse(await (await callApi('/api/salud')).json());
    expect(salud.posiciones.ultimo_ok?.slice(0, 10)).toBe(TEST_DAY);
  });
});
