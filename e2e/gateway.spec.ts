import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  flotaCatalogoSchema,
  flotaClientesSchema,
  flotaEstadoSchema,
  flotaEventosSchema,
  flotaPosicionSchema,
  flotaPosicionesSchema,
  flotaRecorridoSchema,
  flotaVehiculoSchema,
  flotaVehiculosSchema,
  historialMensajeSchema,
} from '../lib/fleet/flota-api';
import { errorBodySchema } from '../lib/fleet/schemas/error-body';
import { E2E_START, fleetNowOf } from './support/fleet-clock';

/** The key playwright.config.ts gives the server; it must never come back out. */
const KEY = 'svc_live_e2e_central';
const SIM_URL = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? 4110}`;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** Days before the suite's fleet clock started (e2e/support/fleet-clock.ts): the same on every run. */
const PAST = `desde=${iso(E2E_START - 10 * DAY)}&hasta=${iso(E2E_START - 2 * DAY)}`;

const routes = (vehiculo: string) =>
  [
    ['/api/posiciones', flotaPosicionesSchema],
    ['/api/posiciones?cliente=cli_2002', flotaPosicionesSchema],
    ['/api/vehiculos?cliente=cli_3003', flotaVehiculosSchema],
    [`/api/vehiculos/${vehiculo}`, flotaVehiculoSchema],
    [`/api/vehiculos/${vehiculo}/posicion`, flotaPosicionSchema],
    [`/api/vehiculos/${vehiculo}/recorrido?${PAST}`, flotaRecorridoSchema],
    ['/api/clientes', flotaClientesSchema],
    ['/api/catalogo/eventos', flotaCatalogoSchema],
    ['/api/estado', flotaEstadoSchema],
  ] as const;

test.describe('the gateway behind the production server', () => {
  test('answers every route in its documented shape, never showing the key', async ({ request }) => {
    const positions = flotaPosicionesSchema.parse(await (await request.get('/api/posiciones?cliente=cli_3003')).json());
    const vehiculo = positions.datos[0]?.vehiculo as string;
    for (const [path, schema] of routes(vehiculo)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const text = await response.text();
      schema.parse(JSON.parse(text));
      expect(text + JSON.stringify(response.headersArray())).not.toContain(KEY);
    }
  });

  test('serves positions compressed (brotli or gzip) with a strong ETag, and 304 while unchanged', async ({ request }) => {
    const plain = flotaPosicionesSchema.parse(await (await request.get('/api/posiciones', { headers: { 'accept-encoding': 'identity' } })).json());
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const first = await request.get('/api/posiciones', { headers: { 'accept-encoding': acceptEncoding } });
      const headers = first.headers();
      expect(headers['content-encoding'], acceptEncoding).toBe(coding);
      expect(headers['vary']).toContain('Accept-Encoding');
      expect(Object.keys(headers).filter((name) => name.startsWith('x-flota-'))).toEqual([]);
      expect(flotaPosicionesSchema.parse(await first.json()).cantidad).toBe(plain.cantidad);
      const etag = headers.etag as string;
      expect(etag).toMatch(new RegExp(`^"[\\w-]+-${coding}"$`));
      const again = await request.get('/api/posiciones', { headers: { 'if-none-match': etag, 'accept-encoding': acceptEncoding } });
      expect(again.status()).toBe(304);
    }
    // An error on the same route is still plain, readable JSON.
    const bad = await request.get('/api/posiciones?cliente=nadie', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(bad.status()).toBe(400);
    errorBodySchema.parse(await bad.json());
  });

  test('answers bad input with 400 in the error shape', async ({ request }) => {
    for (const path of ['/api/posiciones?cliente=nadie', '/api/vehiculos/abc', '/api/eventos?desde=mañana', '/api/eventos?tipos=x', '/api/estado?x=1']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      errorBodySchema.parse(await response.json());
    }
  });

  test('streams event history as NDJSON, or merges it as JSON', async ({ request }) => {
    const query = `/api/eventos?${PAST}&cliente=cli_3003&tipos=encendido,apagado,exceso_velocidad`;
    const streamed = await request.get(query);
    expect(streamed.headers()['content-type']).toContain('application/x-ndjson');
    const lines = (await streamed.text()).trim().split('\n').map((line) => historialMensajeSchema.parse(JSON.parse(line)));
    expect(lines.map((m) => m.tipo)).toEqual(['plan', 'parte', 'parte', 'fin']);
    const merged = flotaEventosSchema.parse(await (await request.get(query, { headers: { accept: 'application/json' } })).json());
    expect(lines.at(-1)).toMatchObject({ tipo: 'fin', cantidad: merged.cantidad });
  });

  test('sends live events to a browser EventSource, with ids and the gateway health', async ({ page }) => {
    await page.goto('/');
    const got = await page.evaluate(
      () =>
        new Promise<{ estado: boolean; ids: string[] }>((resolve) => {
          const source = new EventSource('/api/eventos/stream');
          const seen = { estado: false, ids: [] as string[] };
          source.addEventListener('estado', () => (seen.estado = true));
          source.addEventListener('evento', (e) => seen.ids.push((e as MessageEvent).lastEventId));
          setTimeout(() => {
            source.close();
            resolve(seen);
          }, 8_000);
        }),
    );
    expect(got.estado).toBe(true);
    expect(got.ids.map(Number)).toEqual([...got.ids.map(Number)].sort((a, b) => a - b));
  });

  test('keeps the key out of every file sent to browsers', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    const leaking = files('.next/static').filter((file) => readFileSync(file, 'utf8').includes('svc_live_'));
    expect(leaking).toEqual([]);
  });
});

test.describe('upstream cost', () => {
  test.describe.configure({ mode: 'serial' });

  test('stops asking the upstream when the browser leaves a long history query', async ({ baseURL }) => {
    const count = async () => {
      const stats = (await (await fetch(`${SIM_URL}/_sim/stats`)).json()) as { por_ruta: { ruta: string; solicitudes: number }[] };
      return stats.por_ruta.find((r) => r.ruta === '/v1/eventos')?.solicitudes ?? 0;
    };
    const before = await count();
    const controller = new AbortController();
    const response = await fetch(`${baseURL}/api/eventos?desde=${iso((await fleetNowOf(SIM_URL)) - 89 * DAY)}`, { signal: controller.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // Thirteen weekly parts were planned; only those already in flight may have gone out.
    expect((await count()) - before).toBeLessThanOrEqual(4);
  });
});
