import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { BASEMAP_LAYER } from '@/lib/basemap/basemap-grid';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { GET } from './route';

const tile = (z: string, x: string, y: string) =>
  GET(new Request(`http://flota.test/mapa-base/${z}/${x}/${y}`, { headers: { 'x-solicitud': 'sol_prueba' } }), { params: Promise.resolve({ z, x, y }) });

async function features(response: Response) {
  const layer = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer()))).layers[BASEMAP_LAYER]!;
  return Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties);
}

describe('the offline basemap as vector tiles', () => {
  it('holds every layer of the basemap in the world tile', async () => {
    const response = await tile('0', '0', '0');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-protobuf');
    const capas = new Set((await features(response)).map((p) => p.capa));
    expect([...capas].sort()).toEqual(['ciudades', 'lagos', 'limites-paises', 'limites-provincias', 'nombres-provincias', 'rios', 'tierra']);
  });

  it('keeps names and populations on the city labels of a detailed tile', async () => {
    // Zoom 8 tile over Buenos Aires.
    const cities = (await features(await tile('8', '86', '154'))).filter((p) => p.capa === 'ciudades');
    expect(cities).toContainEqual(expect.objectContaining({ name: 'Buenos Aires', capital: true, population: 13_076_300 }));
  });

  it('answers 204, no body, where the basemap has nothing', async () => {
    // The North Atlantic.
    const response = await tile('4', '6', '5');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it.each([
    ['9', '0', '0'],
    ['3', '8', '0'],
    ['3', '0', '-1'],
    ['a', '0', '0'],
    ['2', '1.5', '1'],
  ])('refuses the tile %s/%s/%s with a clear error', async (z, x, y) => {
    const response = await tile(z, x, y);
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error).toMatchObject({ codigo: 'parametro_invalido', solicitud: 'sol_prueba' });
    expect(body.error.mensaje).toMatch(/zoom va de 0 a 8/);
  });
});
