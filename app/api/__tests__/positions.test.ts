import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as posiciones } from '@/app/api/posiciones/route';
import { GET as posicion } from '@/app/api/vehiculos/[id]/posicion/route';
import { flotaPosicionSchema, flotaPosicionesSchema } from '@/lib/fleet/flota-api';
import { callRoute, startHarness, type Harness } from '@/lib/testing/gateway-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('/api/posiciones', () => {
  it('answers 304 to a browser that holds the current version', async () => {
    const first = await callRoute(posiciones, '/api/posiciones');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await callRoute(posiciones, '/api/posiciones', { headers: { 'if-none-match': `W/${etag}, "otro"` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('filters the one snapshot by client and vehicles, counting the selected ones without a position', async () => {
    const all = flotaPosicionesSchema.parse(await (await callRoute(posiciones, '/api/posiciones')).json());
    // The test fleet: 30 + 12 vehicles, of which 2 of the first client never reported.
    expect(all).toMatchObject({ cantidad: 40, sin_posicion: 2 });
    const index = (await h.gateway.directory.index('interactive')).value;
    const ofClient = index.byClient.get('cli_1001') ?? [];
    const client = flotaPosicionesSchema.parse(await (await callRoute(posiciones, '/api/posiciones?cliente=cli_1001')).json());
    expect(client).toMatchObject({ cantidad: 28, sin_posicion: 2 });
    expect(client.datos.every((p) => ofClient.includes(p.vehiculo))).toBe(true);
    const silent = ofClient.find((id) => !all.datos.some((p) => p.vehiculo === id)) as string;
    const some = flotaPosicionesSchema.parse(
      await (await callRoute(posiciones, `/api/posiciones?vehiculos=${all.datos[0]?.vehiculo},${silent}`)).json(),
    );
    expect(some).toMatchObject({ cantidad: 1, sin_posicion: 1 });
    expect(await h.requests('/v1/posiciones')).toBe(1);
  });

  it('answers one vehicle out of the snapshot, and 404 sin_posicion for one that never reported', async () => {
    const all = flotaPosicionesSchema.parse(await (await callRoute(posiciones, '/api/posiciones')).json());
    const id = all.datos[3]?.vehiculo as string;
    const one = flotaPosicionSchema.parse(await (await callRoute(posicion, `/api/vehiculos/${id}/posicion`, { params: { id } })).json());
    expect(one.datos).toEqual(all.datos[3]);
    const ofClient = (await h.gateway.directory.index('interactive')).value.byClient.get('cli_1001') ?? [];
    const silent = ofClient.find((v) => !all.datos.some((p) => p.vehiculo === v)) as string;
    const none = await callRoute(posicion, `/api/vehiculos/${silent}/posicion`, { params: { id: silent } });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: { codigo: 'sin_posicion' } });
    const unknown = await callRoute(posicion, '/api/vehiculos/veh_999999/posicion', { params: { id: 'veh_999999' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { codigo: 'vehiculo_inexistente' } });
  });
});
