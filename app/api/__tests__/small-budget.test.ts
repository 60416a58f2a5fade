import { afterAll, expect, it } from 'vitest';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { TEST_START } from '@/lib/sim/test-support/sim-fixture';

let h: Harness | undefined;
afterAll(() => h?.close());

const DAY = 86_400_000;
const pastDay = (n: number) => {
  const iso = (ms: number) => new Date(ms).toISOString();
  return `desde=${iso(TEST_START - (n + 1) * DAY)}&hasta=${iso(TEST_START - n * DAY)}`;
};

it('with a 12-unit budget, lets no 429 reach a browser and finishes queued work later', { timeout: 180_000 }, async () => {
  h = await startHarness({ key: { unitsPerMinute: 12 } });
  const started = Date.now();
  const finished: number[] = [];
  const requests = [
    callApi('/api/posiciones'),
    callApi('/api/clientes'),
    callApi('/api/catalogo/eventos'),
    callApi('/api/estado'),
    ...[2, 3].map((n) => callApi(`/api/vehiculos/veh_100005/recorrido?${pastDay(n)}`)),
  ].map((p) => p.then((r) => (finished.push(Date.now() - started), r)));

  const answers = await Promise.all(requests);

  // 1 + 2 + 1 + 1 + 2 × 5 = 15 units, with the service clock's reading at start and the positions
  // poller's: more than a minute's budget, so the last had to wait for the next windows.
  expect(answers.map((r) => r.status)).toEqual(Array(answers.length).fill(200));
  expect(Math.max(...finished)).toBeGreaterThan(50_000);
  const stats = await h.stats();
  expect(stats.por_ruta.flatMap((r) => Object.keys(r.por_estado))).not.toContain('429');
  expect(stats.por_clave[0]?.unidades).toBeGreaterThanOrEqual(15);
});
