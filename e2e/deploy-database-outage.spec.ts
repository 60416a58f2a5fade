import { expect, test } from '@playwright/test';
import { flotaPosicionesSchema, flotaSaludSchema } from '@/lib/fleet/flota-api';
import { openSseStream } from '@/lib/client/events/sse-client';
import type { RunningSim } from '@/lib/sim/server';
import { type PostgresCluster, startPostgresCluster } from '@/lib/testing/postgres-cluster';
import { upstreamEvents } from './events-upstream';
import { startApp, type AppProcess } from './support/app-process';
import { fleetNowOf } from './support/fleet-clock';
import { startSuiteFleetSim } from './support/own-sim';
import { E2E_AUTH_ENV, sessionCookie, storageStatePath } from './support/session-state';

/**
 * The database server stopped for a minute under a control room's load: one production server on
 * a throwaway PostgreSQL cluster (the suite's port +36) and the suite's fleet on an embedded Fleet
 * API of this spec's own, read all along
 * by viewers as the live map and the events page read it. Polls every 10 s and a 3-s lease, so
 * that the outage outlasts the lease many times over.
 */
const PORT = Number(process.env.E2E_APP_PORT ?? 3100) + 36;
const KEY = 'svc_live_e2e_central';
const POLL_S = 10;
const OUTAGE_MS = 60_000;
const RECOVERY_MS = 10_000;
const LIVE_ROUTES = ['/api/posiciones', '/api/salud', '/api/vehiculos'];

interface Answer {
  at: number;
  route: string;
  status: number;
}

let sim: RunningSim | undefined;
let cluster: PostgresCluster | undefined;
let app: AppProcess | undefined;
test.afterAll(async () => {
  await app?.stop();
  await cluster?.destroy();
  await sim?.close();
});

/** Viewers asking the live routes over and over until stopped, every answer's status kept. */
function viewers(url: string, cookie: string, count: number) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: count }, async (_, viewer) => {
    for (let turn = 0; running; turn++) {
      const route = LIVE_ROUTES[(viewer + turn) % LIVE_ROUTES.length] as string;
      const response = await fetch(`${url}${route}`, { headers: { cookie } });
      await response.arrayBuffer();
      answers.push({ at: Date.now(), route, status: response.status });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

test('the database stopped for a minute under load: no 5xx, the outage shown, back within seconds of its return, no event lost', async ({ browser }) => {
  test.setTimeout(300_000);
  sim = await startSuiteFleetSim();
  const simUrl = sim.url;
  cluster = await startPostgresCluster();
  const env = {
    ...E2E_AUTH_ENV,
    FLEET_API_BASE_URL: simUrl,
    FLEET_API_KEY: KEY,
    DATABASE_URL: await cluster.createDatabase(),
    FLOTA_POSITIONS_POLL_S: String(POLL_S),
    FLOTA_EVENTS_POLL_S: String(POLL_S),
    FLOTA_LEADER_LEASE_S: '3',
  };
  app = await startApp(env, { port: PORT, timeoutMs: 120_000 });
  const cookie = sessionCookie('admin');
  const get = async (path: string) => (await fetch(`${app!.url}${path}`, { headers: { cookie } })).json();
  const salud = async () => flotaSaludSchema.parse(await get('/api/salud'));
  const frescura = async () => flotaPosicionesSchema.parse(await get('/api/posiciones')).frescura;

  const openedAt = await fleetNowOf(simUrl);
  const events: { id: string; fecha: string }[] = [];
  const streamErrors: number[] = [];
  const huecos: string[] = [];
  const close = openSseStream({
    url: `${app.url}/api/eventos/stream`,
    headers: { cookie },
    onMessage: ({ event, data }) => {
      if (event === 'evento' || event === 'reciente') events.push(JSON.parse(data) as { id: string; fecha: string });
      if (event === 'hueco') huecos.push(data);
    },
    onState: (state) => {
      if (state.fase === 'esperando') streamErrors.push(state.error.status);
    },
  });
  const load = viewers(app.url, cookie, 6);
  try {
    // Live before the outage: news polled after the stream opened.
    await expect.poll(() => events.some((e) => Date.parse(e.fecha) >= openedAt), { timeout: 120_000, intervals: [1_000] }).toBe(true);

    await cluster.stop();
    const stopped = Date.now();
    const stoppedAt = (await fleetNowOf(simUrl)) + 1_000;
    await expect.poll(async () => (await salud()).almacenamiento?.alcanzable, { timeout: 15_000 }).toBe(false);
    expect((await salud()).almacenamiento).toMatchObject({ alcanzable: false, motor: 'servidor' });
    const atStop = (await frescura()).obtenido;
    // The administrator sees since when on the key page.
    const page = await (await browser.newContext({ storageState: storageStatePath('admin') })).newPage();
    await page.goto(`${app.url}/clave`);
    await expect(page.getByTestId('almacenamiento-sin-acceso-desde')).toBeVisible();
    await page.context().close();
    // Down for a minute, and until the fleet has had events no log could take.
    await new Promise((resolve) => setTimeout(resolve, stopped + OUTAGE_MS - Date.now()));
    await expect
      .poll(async () => (await upstreamEvents(simUrl, KEY, stoppedAt, await fleetNowOf(simUrl))).length, { timeout: 60_000, intervals: [2_000] })
      .toBeGreaterThanOrEqual(2);
    const returnedAt = await fleetNowOf(simUrl);

    const lastBefore = (await frescura()).obtenido;
    // The map went on moving: with no lease to be had, the instance asks the API itself.
    expect(lastBefore).not.toBe(atStop);
    await cluster.start();
    const returned = Date.now();
    await expect.poll(async () => (await salud()).almacenamiento?.alcanzable, { timeout: RECOVERY_MS, intervals: [250] }).toBe(true);
    await expect.poll(async () => (await frescura()).obtenido, { timeout: RECOVERY_MS, intervals: [250] }).not.toBe(lastBefore);
    const recoveredMs = Date.now() - returned;
    expect(recoveredMs).toBeLessThanOrEqual(RECOVERY_MS);

    // Whatever happened up to here is polled within two intervals, late reports included.
    const checkedUntil = (await fleetNowOf(simUrl)) - 1_000;
    await new Promise((resolve) => setTimeout(resolve, (2 * POLL_S + 5) * 1_000));
    await load.stop();

    const failed = load.answers.filter((answer) => answer.status >= 500);
    expect(failed, 'no 5xx from the live routes').toEqual([]);
    expect(streamErrors.filter((status) => status >= 500), 'no 5xx from the live feed').toEqual([]);
    expect(huecos, 'no hueco').toEqual([]);
    const ids = events.map((e) => e.id);
    expect(new Set(ids).size, 'no event twice').toBe(ids.length);
    const truth = await upstreamEvents(simUrl, KEY, openedAt, checkedUntil);
    const received = new Set(ids);
    expect(truth.filter((e) => !received.has(e.id)), 'every event of the span, before, during and after the outage').toEqual([]);
    const duringOutage = truth.filter((e) => Date.parse(e.fecha) >= stoppedAt && Date.parse(e.fecha) < returnedAt);
    expect(duringOutage.length).toBeGreaterThanOrEqual(2);
    test.info().annotations.push({
      type: 'caída',
      description: `${load.answers.length} respuestas, ${truth.length} eventos en el Fleet API (${duringOutage.length} durante la caída), de vuelta en ${recoveredMs} ms`,
    });
  } finally {
    close();
    await load.stop();
  }
});
