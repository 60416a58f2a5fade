import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { formatApiDateTime } from '@/lib/fleet/time';
import { KEYS, TEST_START, TEST_TODAY, testConfig } from './test-support/sim-fixture';
import { type RunningSim, startSim } from './server';
import { EventHelper } from './world/events/event-helper';
import { EventSelection } from './world/events/event-selection';
import { World } from './world/world';

const DAY = 86_400_000;
const today = TEST_TODAY;
// Neither end at midnight: the first and last days are cut.
const range = { desde: today - 9 * DAY + 5 * 3_600_000 + 17_000, hasta: today - 2 * DAY - 2 * 3_600_000 };
const rangeQuery = `desde=${encodeURIComponent(formatApiDateTime(range.desde))}&hasta=${encodeURIComponent(formatApiDateTime(range.hasta))}`;
const auth = { authorization: `Bearer ${KEYS.central}` };

/**
 * `/v1/eventos` writes its answer a day at a time, while later days are still computed: the
 * text must be the very one a single selection of the whole range makes (the golden digests'
 * way), and other requests must be answered meanwhile.
 */
describe('events listed day by day', () => {
  let alone: RunningSim;
  let helped: RunningSim;
  let ids: string[];
  beforeAll(async () => {
    alone = await startSim({ config: testConfig(), port: 0 });
    helped = await startSim({ config: testConfig(), port: 0, eventHelper: new EventHelper() });
    const vehicles = (await (await fetch(`${alone.url}/v1/vehiculos?cliente=cli_grande`, { headers: auth })).json()) as { datos: Vehiculo[] };
    ids = vehicles.datos.map((v) => v.id);
  });
  afterAll(async () => {
    await alone.close();
    await helped.close();
  });

  const datos = async (sim: RunningSim, path: string) => {
    const response = await fetch(`${sim.url}${path}`, { headers: auth });
    expect(response.status).toBe(200);
    const body = await response.text();
    return body.slice('{"datos":'.length, body.lastIndexOf(',"cantidad":'));
  };

  it('lists the same text as one selection of the whole range, with and without the helper thread', async () => {
    const world = new World(testConfig());
    const wanted = new Set(ids.slice(0, 300));
    const tipos = new Set(['exceso_velocidad', 'entrada_activada', 'encendido']);
    for (const filter of [null, tipos]) {
      const found = new EventSelection();
      for (const vehicle of world.roster.vehicles) {
        if (wanted.has(vehicle.id)) world.history.events(vehicle, range, TEST_START, filter, found);
      }
      const expected = Buffer.concat(Array.from(found.jsonArray(), (piece) => Buffer.from(piece))).toString();
      const path = `/v1/eventos?vehiculos=${[...wanted].join(',')}&${rangeQuery}${filter ? `&tipos=${[...filter].join(',')}` : ''}`;
      expect(await datos(alone, path)).toBe(expected);
      expect(await datos(helped, path)).toBe(expected);
      expect(await datos(helped, path)).toBe(expected);
    }
  }, 60_000);

  it('answers positions while a cold week of 500 vehicles is computed', async () => {
    const week = `desde=${encodeURIComponent(formatApiDateTime(today - 20 * DAY))}&hasta=${encodeURIComponent(formatApiDateTime(today - 13 * DAY))}`;
    const cold = fetch(`${helped.url}/v1/eventos?vehiculos=${ids.slice(0, 500).join(',')}&${week}`, { headers: auth }).then((response) =>
      response.text(),
    );
    let done = false;
    void cold.then(() => (done = true));
    const meanwhile: number[] = [];
    while (!done) {
      const start = performance.now();
      const response = await fetch(`${helped.url}/v1/posiciones?cliente=cli_andes`, { headers: auth });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      if (!done) meanwhile.push(performance.now() - start);
    }
    expect(JSON.parse(await cold).cantidad).toBeGreaterThan(10_000);
    expect(meanwhile.length).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
