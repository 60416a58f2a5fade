import { expect, test } from '@playwright/test';
import { flotaPosicionesSchema, flotaSaludSchema } from '@/lib/fleet/flota-api';
import type { RunningSim } from '@/lib/sim/server';
import { type PostgresCluster, startPostgresCluster } from '@/lib/testing/postgres-cluster';
import { startApp, type AppProcess } from './support/app-process';
import { startSuiteFleetSim } from './support/own-sim';
import { CONTRASENA_E2E, E2E_AUTH_ENV } from './support/session-state';

/**
 * Three production servers on one throwaway PostgreSQL cluster and the suite's fleet on an embedded
 * Fleet API of this spec's own, on this suite's ports +33 to +35, with short polls and a short
 * lease so that a takeover fits in a test.
 * Each is asked directly: which instance answers is the test's to choose, not a balancer's.
 */
const BASE = Number(process.env.E2E_APP_PORT ?? 3100);
const POLL_S = 10;
const ENV = {
  ...E2E_AUTH_ENV,
  FLEET_API_KEY: 'svc_live_e2e_central',
  FLOTA_POSITIONS_POLL_S: String(POLL_S),
  FLOTA_EVENTS_POLL_S: String(POLL_S),
  FLOTA_LEADER_LEASE_S: '3',
};
const INSTANCES = ['flota-1', 'flota-2', 'flota-3'];

let sim: RunningSim | undefined;
let cluster: PostgresCluster | undefined;
const apps: AppProcess[] = [];

test.afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await cluster?.destroy();
  await sim?.close();
});

interface Frame {
  id: number | null;
  event: string;
}

/**
 * One connection to the live feed, read as a browser's EventSource reads it. With `holdMs`, it
 * hangs up that long after the feed said it is up to date (`al_dia`); else when `stop` is called.
 */
function openStream(url: string, cookie: string, lastEventId: number | null, holdMs?: number) {
  const hangUp = new AbortController();
  const frames: Frame[] = [];
  const headers: Record<string, string> = lastEventId === null ? { cookie } : { cookie, 'last-event-id': String(lastEventId) };
  const done = (async () => {
    const response = await fetch(`${url}/api/eventos/stream`, { headers, signal: hangUp.signal });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        frames.push(frameOf(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
        if (holdMs !== undefined && frames.at(-1)?.event === 'al_dia') setTimeout(() => hangUp.abort(), holdMs);
      }
    }
  })().catch((error: unknown) => {
    if (!hangUp.signal.aborted) throw error;
  });
  return { frames, done, stop: () => hangUp.abort() };
}

function frameOf(block: string): Frame {
  const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
  const id = field('id');
  return { id: id === undefined ? null : Number(id), event: field('event') ?? (block.startsWith(':') ? 'comentario' : 'mensaje') };
}

const lastId = (frames: readonly Frame[]) => frames.findLast((frame) => frame.id !== null)?.id ?? null;
const firstUpToDate = (frames: readonly Frame[]) => frames.find((frame) => frame.event === 'al_dia')?.id ?? null;

test('three instances on one database: 100 reconnections of the live feed, each on the next instance, lose and repeat nothing; positions survive a kill -9 of their leader', async () => {
  test.setTimeout(300_000);
  sim = await startSuiteFleetSim();
  cluster = await startPostgresCluster();
  const DATABASE_URL = await cluster.createDatabase();
  const FLEET_API_BASE_URL = sim.url;
  apps.push(
    ...(await Promise.all(INSTANCES.map((FLOTA_INSTANCE_ID, i) => startApp({ ...ENV, FLEET_API_BASE_URL, DATABASE_URL, FLOTA_INSTANCE_ID }, { port: BASE + 33 + i, timeoutMs: 120_000 })))),
  );
  const signIn = await fetch(`${apps[0]!.url}/api/sesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', contrasena: CONTRASENA_E2E }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;

  // One stream held open all along, and a browser that hangs up and comes back 100 times, each
  // time on the next instance, resuming after the last id it saw (`Last-Event-ID`).
  const held = openStream(apps[0]!.url, cookie, null);
  const hopping: Frame[] = [];
  let last: number | null = null;
  for (let i = 0; i < 100; i++) {
    const connection = openStream(apps[i % apps.length]!.url, cookie, last, 300);
    await connection.done;
    expect(firstUpToDate(connection.frames)).not.toBeNull();
    hopping.push(...connection.frames);
    last = lastId(connection.frames) ?? last;
  }
  // The last one comes back once more for what was published while it was away.
  await expect.poll(() => lastId(held.frames), { timeout: 30_000 }).not.toBeNull();
  const until = lastId(held.frames) as number;
  const finalResume = openStream(apps[1]!.url, cookie, last, 150);
  await finalResume.done;
  hopping.push(...finalResume.frames);
  held.stop();
  await held.done;

  const since = Math.max(firstUpToDate(held.frames) ?? 0, firstUpToDate(hopping) ?? 0);
  const eventsIn = (frames: readonly Frame[]) =>
    frames.filter((frame) => (frame.event === 'evento' || frame.event === 'reciente') && frame.id !== null && frame.id > since && frame.id <= until).map((frame) => frame.id);
  const delivered = hopping.filter((frame) => frame.event === 'evento' || frame.event === 'reciente').map((frame) => frame.id);
  expect(new Set(delivered).size).toBe(delivered.length);
  // Every event the held stream got, the hopping one got too: the first round's catch-up (what
  // happened in the last hour, sent as `reciente`) and the news after it. A resume replays all
  // of a catch-up where a live stream lists only its recent part, so the hopping one may hold more.
  const heldEvents = eventsIn(held.frames);
  expect(heldEvents.length).toBeGreaterThan(100);
  expect(heldEvents.filter((id) => !delivered.includes(id))).toEqual([]);
  const news = (frames: readonly Frame[]) => eventsIn(frames.filter((frame) => frame.event === 'evento'));
  expect(news(held.frames).length).toBeGreaterThan(0);
  expect(news(hopping)).toEqual(news(held.frames));

  // Positions, read on every instance: one of them polls them, under the store's lease.
  const get = (app: AppProcess, path: string) => fetch(`${app.url}${path}`, { headers: { cookie } });
  const obtained = async (app: AppProcess) => flotaPosicionesSchema.parse(await (await get(app, '/api/posiciones')).json()).frescura.obtenido;
  for (const app of apps) await obtained(app);
  const leaderOf = async () => {
    const { almacenamiento } = flotaSaludSchema.parse(await (await get(apps[1]!, '/api/salud')).json());
    return almacenamiento?.alcanzable ? (almacenamiento.lideres.find((lider) => lider.rol === 'posiciones')?.instancia ?? null) : null;
  };
  await expect.poll(leaderOf, { timeout: 20_000 }).not.toBeNull();
  const leader = apps[INSTANCES.indexOf((await leaderOf()) as string)] as AppProcess;
  const survivor = apps.find((app) => app !== leader) as AppProcess;
  const before = await obtained(survivor);
  await leader.kill();
  const killed = Date.now();
  // The survivors' viewers go on reading; one of them takes the lease once it lapses, and polls.
  await expect.poll(() => obtained(survivor), { timeout: 2 * POLL_S * 1000, intervals: [1_000] }).not.toBe(before);
  expect(Date.now() - killed).toBeLessThanOrEqual(2 * POLL_S * 1000);
  for (const app of apps) if (app !== leader) expect(app.output()).not.toMatch(/Warning|Error/);
});
