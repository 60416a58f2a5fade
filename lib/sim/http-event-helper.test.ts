import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { formatApiDateTime } from '@/lib/fleet/time';
import { KEYS, TEST_TODAY, testConfig } from './test-support/sim-fixture';
import { type RunningSim, startSim } from './server';
import { EventHelper } from './world/events/event-helper';

const DAY = 86_400_000;
const today = TEST_TODAY;
const week = `desde=${encodeURIComponent(formatApiDateTime(today - 7 * DAY))}&hasta=${encodeURIComponent(formatApiDateTime(today - 1000))}`;

/** `npm run sim` computes cold events on a second thread too: the answers must not change by a byte. */
describe('events computed with the helper thread', () => {
  let alone: RunningSim;
  let helped: RunningSim;
  let twoHelpers: RunningSim;
  const lostHelpers = new EventHelper(2);
  let losing: RunningSim;
  beforeAll(async () => {
    losing = await startSim({ config: testConfig(), port: 0, eventHelper: lostHelpers });
    alone = await startSim({ config: testConfig(), port: 0 });
    helped = await startSim({ config: testConfig(), port: 0, eventHelper: new EventHelper() });
    twoHelpers = await startSim({ config: testConfig(), port: 0, eventHelper: new EventHelper(2) });
  });
  afterAll(async () => {
    await alone.close();
    await helped.close();
    await twoHelpers.close();
    await losing.close();
  });

  const text = async (sim: RunningSim, path: string) => {
    const response = await fetch(`${sim.url}${path}`, { headers: { authorization: `Bearer ${KEYS.central}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('answers the very same events as the main thread alone, cold and again', async () => {
    const vehicles = JSON.parse(await text(alone, '/v1/vehiculos?cliente=cli_grande')) as { datos: Vehiculo[] };
    const path = `/v1/eventos?vehiculos=${vehicles.datos.slice(0, 400).map((v) => v.id).join(',')}&${week}`;
    const expected = await text(alone, path);
    expect(JSON.parse(expected).cantidad).toBeGreaterThan(10_000);
    expect(await text(helped, path)).toBe(expected);
    expect(await text(helped, path)).toBe(expected);
    // As `npm run sim` runs: two helper threads compute it all, this one only lists and writes.
    expect(await text(twoHelpers, path)).toBe(expected);
    expect(await text(twoHelpers, path)).toBe(expected);
  }, 60_000);

  it('answers the same when its helper threads are lost part-way: this thread computes what they left', async () => {
    const vehicles = JSON.parse(await text(alone, '/v1/vehiculos?cliente=cli_grande')) as { datos: Vehiculo[] };
    const path = `/v1/eventos?vehiculos=${vehicles.datos.slice(100, 500).map((v) => v.id).join(',')}&${week}`;
    const expected = await text(alone, path);
    const response = await fetch(`${losing.url}${path}`, { headers: { authorization: `Bearer ${KEYS.central}` } });
    // The headers leave before the days are computed: the threads go while they compute them.
    await lostHelpers.close();
    expect(await response.text()).toBe(expected);
  }, 60_000);
});
