import { expect, test } from '@playwright/test';
import { flotaSaludSchema } from '@/lib/fleet/flota-api';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { freshDataDir } from '@/lib/testing/fresh-data-dir';
import { type PostgresCluster, startPostgresCluster } from '@/lib/testing/postgres-cluster';
import { startApp, type AppProcess } from './support/app-process';
import { CONTRASENA_E2E, E2E_AUTH_ENV, direccionPropia } from './support/session-state';

/**
 * Sign-outs and lock-outs live in the store (lib/auth/stored-auth.ts): they hold across a
 * restart, on the embedded store and on a PostgreSQL server, and on every instance sharing one.
 * Real production servers on this suite's ports +7 and +8, pointed at the suite's Fleet API; a
 * throwaway PostgreSQL cluster for the server cases. One server set at a time.
 */
test.describe.configure({ mode: 'serial' });

const PORT_A = Number(process.env.E2E_APP_PORT ?? 3100) + 7;
const PORT_B = Number(process.env.E2E_APP_PORT ?? 3100) + 8;
const ENV = {
  ...E2E_AUTH_ENV,
  FLEET_API_BASE_URL: `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? 4110}`,
  FLEET_API_KEY: 'svc_live_e2e_central',
};

let cluster: PostgresCluster | undefined;
const running = new Set<AppProcess>();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startPostgresCluster();
});
test.afterEach(async () => {
  await Promise.all([...running].map((app) => app.stop()));
  running.clear();
});
test.afterAll(async () => {
  await cluster?.destroy();
});

async function start(env: Record<string, string>, port = PORT_A): Promise<AppProcess> {
  const app = await startApp({ ...ENV, ...env }, { port, timeoutMs: 120_000 });
  running.add(app);
  const up = await fetch(`${app.url}/ingresar`).then((r) => r.ok, () => false);
  if (!up) throw new Error(`Flota no arrancó en ${app.url}:\n${app.output()}`);
  return app;
}

async function stop(app: AppProcess): Promise<void> {
  running.delete(app);
  expect(await app.stop()).toBe(0);
}

async function signIn(app: AppProcess, usuario: string, contrasena = CONTRASENA_E2E, from = direccionPropia()): Promise<Response> {
  return fetch(`${app.url}/api/sesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from },
    body: JSON.stringify({ usuario, contrasena }),
  });
}

async function cookieOf(app: AppProcess, usuario: string): Promise<string> {
  const answer = await signIn(app, usuario);
  expect(answer.status).toBe(200);
  return answer.headers.getSetCookie()[0]!.split(';')[0]!;
}

const sessionStatus = (app: AppProcess, cookie: string) => fetch(`${app.url}/api/sesion`, { headers: { cookie } }).then((r) => r.status);

async function signOut(app: AppProcess, cookie: string): Promise<void> {
  expect((await fetch(`${app.url}/api/sesion`, { method: 'DELETE', headers: { cookie } })).status).toBe(204);
}

/** Five wrong passwords, each from another address: the name (not an address) is locked out. */
async function lockOut(app: AppProcess, usuario: string): Promise<void> {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await signIn(app, usuario, `equivocada-${i}`)).status);
  expect(statuses).toEqual([401, 401, 401, 401, 429]);
}

async function expectLockedOut(app: AppProcess, usuario: string): Promise<void> {
  const answer = await signIn(app, usuario);
  expect(answer.status).toBe(429);
  expect(errorBodySchema.parse(await answer.json()).error.codigo).toBe('ingreso_bloqueado');
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(600);
}

for (const engine of ['embedded', 'server'] as const) {
  test(`a sign-out and a lock-out hold after a restart (${engine} store)`, async () => {
    test.setTimeout(300_000);
    const place: Record<string, string> =
      engine === 'embedded' ? { FLOTA_DATA_DIR: freshDataDir() } : { DATABASE_URL: await cluster!.createDatabase() };
    let app = await start(place);
    const closed = await cookieOf(app, 'admin');
    const kept = await cookieOf(app, 'admin');
    await signOut(app, closed);
    expect(await sessionStatus(app, closed)).toBe(401);
    await lockOut(app, 'gerente');
    await stop(app);

    app = await start(place);
    expect(await sessionStatus(app, closed)).toBe(401);
    // The restart ended only what was signed out: the secret is fixed, so other sessions go on.
    expect(await sessionStatus(app, kept)).toBe(200);
    await expectLockedOut(app, 'gerente');
    expect((await signIn(app, 'supervisor')).status).toBe(200);
  });
}

test('a sign-out on one instance refuses the cookie on another within 2 s; failures on both count together', async () => {
  test.setTimeout(300_000);
  const DATABASE_URL = await cluster!.createDatabase();
  const [a, b] = await Promise.all([start({ DATABASE_URL }, PORT_A), start({ DATABASE_URL }, PORT_B)]);
  const cookie = await cookieOf(a, 'supervisor');
  expect(await sessionStatus(b, cookie)).toBe(200);
  await signOut(a, cookie);
  const signedOut = Date.now();
  await expect.poll(() => sessionStatus(b, cookie), { timeout: 2_000, intervals: [50] }).toBe(401);
  console.log(`sign-out on A refused on B after ${Date.now() - signedOut} ms`);

  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await signIn(i % 2 ? b : a, 'despacho', `equivocada-${i}`)).status);
  expect(statuses).toEqual([401, 401, 401, 401, 429]);
  await expectLockedOut(a, 'despacho');
  await expectLockedOut(b, 'despacho');
});

test('with the database down, open sessions go on, sign-in is refused, and a sign-out holds and is written once it is back', async () => {
  test.setTimeout(300_000);
  const DATABASE_URL = await cluster!.createDatabase();
  const [a, b] = await Promise.all([start({ DATABASE_URL }, PORT_A), start({ DATABASE_URL }, PORT_B)]);
  const closed = await cookieOf(a, 'gerente');
  const kept = await cookieOf(a, 'gerente');
  await cluster!.stop();
  try {
    expect(await sessionStatus(a, kept)).toBe(200);
    const refused = await signIn(a, 'supervisor');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(errorBodySchema.parse(await refused.json()).error.codigo).toBe('ingreso_no_disponible');
    await signOut(a, closed);
    expect(await sessionStatus(a, closed)).toBe(401);
    expect(await sessionStatus(a, kept)).toBe(200);
    // Every user is told the store is out of reach, and since when.
    const salud = flotaSaludSchema.parse(await (await fetch(`${a.url}/api/salud`, { headers: { cookie: kept } })).json());
    expect(salud.almacenamiento).toMatchObject({ alcanzable: false, sin_acceso_desde: expect.any(String) });
  } finally {
    await cluster!.start();
  }
  // A writes the sign-out it owes; B, back on its connection, reads what it missed.
  await expect.poll(() => sessionStatus(b, closed), { timeout: 60_000, intervals: [500] }).toBe(401);
  expect(await sessionStatus(b, kept)).toBe(200);
  expect((await signIn(a, 'supervisor')).status).toBe(200);
  expect(a.output()).toContain('cierres_de_sesion_guardados');
});
