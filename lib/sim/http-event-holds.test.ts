import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { formatApiDateTime } from '@/lib/fleet/time';
import { KEYS, TEST_TODAY, testConfig } from './test-support/sim-fixture';
import { type RunningSim, startSim } from './server';

const DAY = 86_400_000;
const today = TEST_TODAY;
const auth = { authorization: `Bearer ${KEYS.central}` };
const weekEndingDaysAgo = (days: number) =>
  `desde=${encodeURIComponent(formatApiDateTime(today - (days + 7) * DAY))}&hasta=${encodeURIComponent(formatApiDateTime(today - days * DAY - 1000))}`;

/**
 * Kept vehicle-days live in slabs that are reused once none of their days is kept or held
 * (`world/events/event-store.ts`). An answer read slowly holds its days: another query that
 * evicts them all from the kept ones must not write over them while they are still being sent.
 */
describe('events of an answer still being read', () => {
  let sim: RunningSim;
  let reference: RunningSim;
  let ids: string[];
  beforeAll(async () => {
    sim = await startSim({ config: testConfig(), port: 0 });
    reference = await startSim({ config: testConfig(), port: 0 });
    const vehicles = (await (await fetch(`${sim.url}/v1/vehiculos?cliente=cli_grande`, { headers: auth })).json()) as { datos: Vehiculo[] };
    ids = vehicles.datos.slice(0, 500).map((v) => v.id);
  });
  afterAll(async () => {
    await sim.close();
    await reference.close();
  });

  const query = (week: string) => `/v1/eventos?vehiculos=${ids.join(',')}&${week}`;

  it('are sent as they were, though a later query evicts them and its days are kept meanwhile', async () => {
    const slow = await fetch(`${sim.url}${query(weekEndingDaysAgo(1))}`, { headers: auth });
    const reader = slow.body!.getReader();
    const first = await reader.read();
    // A week of 500 vehicles is as many vehicle-days as are kept: this one evicts every day of the first.
    const other = await fetch(`${sim.url}${query(weekEndingDaysAgo(8))}`, { headers: auth });
    expect(other.status).toBe(200);
    await other.text();
    const pieces: Uint8Array[] = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) pieces.push(next.value);
    const expected = await (await fetch(`${reference.url}${query(weekEndingDaysAgo(1))}`, { headers: auth })).text();
    expect(expected.length).toBeGreaterThan(5_000_000);
    expect(Buffer.concat(pieces).toString()).toBe(expected);
  }, 60_000);
});
