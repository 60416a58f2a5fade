import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flotaPosicionSchema, flotaPosicionesSchema } from '@/lib/fleet/flota-api';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('/api/posiciones', () => {
  it('answers 304 to a browser that holds the current version', async () => {
    const first = await callApi('/api/posiciones');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await callApi('/api/posiciones', { headers: { 'if-none-match': `W/${etag}, "otro"` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('compresses a version once per coding, however many viewers ask for it', async () => {
    // A selection no other test asked for: its answer is built (and compressed) in this test.
    const path = '/api/posiciones?cliente=cli_2002';
    const gzip = vi.spyOn(zlib, 'gzip');
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const viewer = (acceptEncoding: string) => callApi(path, { headers: { 'accept-encoding': acceptEncoding } });
    const plain = await (await callApi(path)).text();
    const browsers = await Promise.all(Array.from({ length: 20 }, () => viewer('gzip, deflate, br, zstd')));
    const olderClients = await Promise.all(Array.from({ length: 20 }, () => viewer('gzip;q=1.0, identity; q=0.5')));
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledTimes(1);
    for (const [answers, coding, decode] of [
      [browsers, 'br', zlib.brotliDecompressSync],
      [olderClients, 'gzip', zlib.gunzipSync],
    ] as const) {
      expect(answers.map((r) => r.headers.get('content-encoding'))).toEqual(Array(20).fill(coding));
      expect(answers.every((r) => r.headers.get('vary') === 'Accept-Encoding')).toBe(true);
      const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
      expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
      expect(decode(bodies[0] as Buffer).toString()).toBe(plain);
      // The browser's ETag names this version in its coding; any coding of it answers 304.
      const etag = answers[0]?.headers.get('etag') as string;
      expect(etag.endsWith(`-${coding}"`)).toBe(true);
      const again = await callApi(path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
    const identity = await viewer('identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(plain);
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledTimes(1);
  });

  it('filters the one snapshot by client and vehicles, counting the selected ones without a position', async () => {
    const all = flotaPosicionesSchema.parse(await (await callApi('/api/posiciones')).json());
    // The test fleet: 30 + 12 vehicles, of which 2 of the first client never reported.
    expect(all).toMatchObject({ cantidad: 40, sin_posicion: 2 });
    const index = (await h.gateway.directory.index('interactive')).value;
    const ofClient = index.byClient.get('cli_1001') ?? [];
    const client = flotaPosicionesSchema.parse(await (await callApi('/api/posiciones?cliente=cli_1001')).json());
    expect(client).toMatchObject({ cantidad: 28, sin_posicion: 2 });
    expect(client.datos.every((p) => ofClient.includes(p.vehiculo))).toBe(true);
    const silent = ofClient.find((id) => !all.datos.some((p) => p.vehiculo === id)) as string;
    const some = flotaPosicionesSchema.parse(
      await (await callApi(`/api/posiciones?vehiculos=${all.datos[0]?.vehiculo},${silent}`)).json(),
    );
    expect(some).toMatchObject({ cantidad: 1, sin_posicion: 1 });
    expect(await h.requests('/v1/posiciones')).toBe(1);
  });

  it('answers one vehicle out of the snapshot, and 404 sin_posicion for one that never reported', async () => {
    const all = flotaPosicionesSchema.parse(await (await callApi('/api/posiciones')).json());
    const id = all.datos[3]?.vehiculo as string;
    const one = flotaPosicionSchema.parse(await (await callApi(`/api/vehiculos/${id}/posicion`)).json());
    expect(one.datos).toEqual(all.datos[3]);
    const ofClient = (await h.gateway.directory.index('interactive')).value.byClient.get('cli_1001') ?? [];
    const silent = ofClient.find((v) => !all.datos.some((p) => p.vehiculo === v)) as string;
    const none = await callApi(`/api/vehiculos/${silent}/posicion`);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: { codigo: 'sin_posicion' } });
    const unknown = await callApi('/api/vehiculos/veh_999999/posicion');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { codigo: 'vehiculo_inexistente' } });
  });
});
