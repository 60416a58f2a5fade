import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { TEST_START } from '@/lib/sim/test-support/sim-fixture';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const fifty = <T>(fn: () => Promise<T>) => Promise.all(Array.from({ length: 50 }, fn));

describe('50 concurrent identical requests', () => {
  it('become one upstream request for positions', async () => {
    const answers = await fifty(() => callApi('/api/posiciones'));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((r) => r.headers.get('etag'))).size).toBe(1);
    expect(await h.requests('/v1/posiciones')).toBe(1);
  });

  it('become one upstream request for the catalog', async () => {
    const answers = await fifty(() => callApi('/api/catalogo/eventos'));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await h.requests('/v1/catalogo/eventos')).toBe(1);
  });

  it('become one upstream request for a route (a 5-unit history query)', async () => {
    const day = 86_400_000;
    const desde = new Date(TEST_START - 3 * day).toISOString();
    const hasta = new Date(TEST_START - 2 * day).toISOString();
    const url = `/api/vehiculos/veh_100003/recorrido?desde=${desde}&hasta=${hasta}`;
    const answers = await fifty(() => callApi(url));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await h.requests('/v1/vehiculos/{id}/recorrido')).toBe(1);
  });
});
