import { expect, test } from '@playwright/test';
import { flotaSaludSchema } from '@/lib/fleet/flota-api';
import type { SimConfig } from '@/lib/sim/config';
import { type RunningSim, startSim } from '@/lib/sim/server';
import { type PostgresCluster, startPostgresCluster } from '@/lib/testing/postgres-cluster';
import { startApp, type AppProcess } from './support/app-process';
import { failures, viewer } from './support/browser-viewer';
import { E2E_CLOCK } from './support/fleet-clock';
import { key, smallFleet } from './live-map-servers';
import { startNginx, type RunningNginx } from './support/nginx';
import { CONTRASENA_E2E, E2E_AUTH_ENV } from './support/session-state';
import { type KeyUnits, unitsPerMinute } from './support/units-window';

/**
 * The deployment we ship (deploy/nginx/flota.conf): Debian's nginx in front of three production
 * servers sharing a throwaway PostgreSQL cluster, and beside them one server on its embedded
 * store, the baseline; an embedded Fleet API of this spec's own with one key for each side, so
 * that its counters tell their units apart. On this suite's ports +30 to +32 (the three), +37
 * (nginx) and +38 (the baseline).
 */
const BASE = Number(process.env.E2E_APP_PORT ?? 3100);
const NAMES = { one: 'una_instancia', three: 'tres_instancias' };
const KEYS = { one: `svc_live_${NAMES.one}`, three: `svc_live_${NAMES.three}` };
const POLL_S = '10';

/** The small fleet, with the clients the viewers' filters name, and a key for each side. */
const FLEET: SimConfig = {
  ...smallFleet(Object.values(NAMES).map((name) => key(name, ['posiciones', 'recorridos', 'eventos']))),
  clock: E2E_CLOCK,
  clients: [
    { id: 'cli_9001', name: 'Transportes del Sur', vehicles: 30, withoutPosition: 2, withoutHistory: 0 },
    { id: 'cli_9002', name: 'Frío Andino', vehicles: 20, withoutPosition: 0, withoutHistory: 0 },
  ],
};

let sim: RunningSim | undefined;
let cluster: PostgresCluster | undefined;
let nginx: RunningNginx | undefined;
const apps: AppProcess[] = [];

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  await cluster?.destroy();
  await sim?.close();
});

test('behind the nginx we ship, three instances answer as one: sign-in, caller address, positions, live feed; with 100 viewers they spend what one instance with one viewer spends', async () => {
  test.setTimeout(300_000);
  sim = await startSim({ config: FLEET, host: '127.0.0.1', port: 0 });
  cluster = await startPostgresCluster();
  const DATABASE_URL = await cluster.createDatabase();
  const env = (key: string) => ({ ...E2E_AUTH_ENV, FLEET_API_BASE_URL: sim!.url, FLEET_API_KEY: key, FLOTA_POSITIONS_POLL_S: POLL_S, FLOTA_EVENTS_POLL_S: POLL_S });
  apps.push(
    ...(await Promise.all([
      ...['flota-a', 'flota-b', 'flota-c'].map((FLOTA_INSTANCE_ID, i) =>
        startApp({ ...env(KEYS.three), DATABASE_URL, FLOTA_INSTANCE_ID }, { port: BASE + 30 + i, timeoutMs: 120_000 }),
      ),
      startApp(env(KEYS.one), { port: BASE + 38, timeoutMs: 120_000 }),
    ])),
  );
  const shared = apps.slice(0, 3);
  const single = apps[3] as AppProcess;
  nginx = await startNginx(BASE + 37, shared.map((app) => app.url));
  const { url } = nginx;

  // A sign-in from a page nginx serves (Origin with its port), with an X-Forwarded-For of the caller's own making.
  const signIn = await fetch(`${url}/api/sesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': '203.0.113.7' },
    body: JSON.stringify({ usuario: 'admin', contrasena: CONTRASENA_E2E }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
  // nginx appended the address it heard from: that one, not the forged one, is who signed in.
  const signedIn = shared.flatMap((app) => app.output().split('\n')).find((line) => line.includes('"msg":"ingreso"'));
  expect(JSON.parse(signedIn ?? '{}')).toMatchObject({ usuario: 'admin', direccion: '127.0.0.1' });

  const get = (path: string) => fetch(`${url}${path}`, { headers: { cookie } });
  const salud = async () => flotaSaludSchema.parse(await (await get('/api/salud')).json());
  // Every instance answers, in turn; the security headers are Flota's, and nginx names no version.
  const answeredBy = new Set<string>();
  for (let i = 0; i < 6; i++) answeredBy.add((await salud()).almacenamiento?.instancia ?? '');
  expect([...answeredBy].sort()).toEqual(['flota-a', 'flota-b', 'flota-c']);
  const positions = await get('/api/posiciones');
  expect(positions.status).toBe(200);
  expect(positions.headers.get('x-content-type-options')).toBe('nosniff');
  expect(positions.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(positions.headers.get('server')).toBe('nginx');
  expect((await positions.json()).datos.length).toBeGreaterThan(0);
  // Positions read on each: one instance polls them, under the store's lease.
  for (let i = 0; i < 3; i++) expect((await get('/api/posiciones')).status).toBe(200);
  const leaders = async () => {
    const { almacenamiento } = await salud();
    return almacenamiento?.alcanzable ? almacenamiento.lideres.filter((lider) => lider.rol === 'posiciones').length : -1;
  };
  // Each instance reads the store's state again at most every 5 s: the first answers above predate the lease.
  await expect.poll(leaders, { timeout: 20_000 }).toBe(1);

  // The live feed comes through as it is written: its first lines arrive while the stream stays open.
  const stream = await get('/api/eventos/stream');
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const reader = stream.body!.getReader();
  const first = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(resolve, 10_000, null))]);
  expect(first?.done).toBe(false);
  expect(new TextDecoder().decode(first!.value)).toContain('retry:');
  await reader.cancel();

  // 100 viewers through nginx, one on the baseline, doing what an open map does; the units each
  // key spent are read over the same minute, once the first loads and catch-ups are behind.
  const stop = new AbortController();
  const signInOne = await fetch(`${single.url}/api/sesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'admin', contrasena: CONTRASENA_E2E }),
  });
  const viewing = [viewer({ url: single.url, cookie: signInOne.headers.getSetCookie()[0]!.split(';')[0]! }, 0, stop.signal)];
  for (let i = 0; i < 100; i++) viewing.push(viewer({ url, cookie }, i, stop.signal));
  const stats = async () => (await (await fetch(`${sim!.url}/_sim/stats`)).json()) as KeyUnits;
  const [oneUnits, threeUnits] = (await unitsPerMinute({ stats }, [NAMES.one, NAMES.three], { warmUpMs: 30_000, minutes: 1 })) as [number, number];
  stop.abort();
  await Promise.all(viewing);
  expect(Object.fromEntries(failures), 'every viewer got its answers').toEqual({});
  expect(oneUnits).toBeGreaterThan(0);
  expect(threeUnits / oneUnits, `${threeUnits} against ${oneUnits} units in the minute`).toBeLessThanOrEqual(1.05);
  test.info().annotations.push({ type: 'unidades', description: `${threeUnits} u/min con tres instancias y 100 espectadores, ${oneUnits} con una y uno` });

  expect(nginx.errors()).not.toMatch(/\[(emerg|alert|crit)\]/);
  for (const app of apps) expect(app.output()).not.toMatch(/Warning|Error/);
});
