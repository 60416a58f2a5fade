import { expect, test } from '@playwright/test';
import { flotaSaludSchema } from '@/lib/fleet/flota-api';
import { type PostgresCluster, startPostgresCluster } from '@/lib/testing/postgres-cluster';
import { startApp, type AppProcess } from './support/app-process';
import { startNginx, type RunningNginx } from './support/nginx';
import { CONTRASENA_E2E, E2E_AUTH_ENV } from './support/session-state';

/**
 * The deployment we ship (deploy/nginx/flota.conf): Debian's nginx in front of two production
 * servers sharing a throwaway PostgreSQL cluster and the suite's Fleet API, on this suite's
 * ports +30 to +32.
 */
const BASE = Number(process.env.E2E_APP_PORT ?? 3100);
const ENV = {
  ...E2E_AUTH_ENV,
  FLEET_API_BASE_URL: `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? 4110}`,
  FLEET_API_KEY: 'svc_live_e2e_central',
};

let cluster: PostgresCluster | undefined;
let nginx: RunningNginx | undefined;
const apps: AppProcess[] = [];

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  await cluster?.destroy();
});

test('behind the nginx we ship, two instances answer as one: sign-in, caller address, positions, live feed', async () => {
  test.setTimeout(300_000);
  cluster = await startPostgresCluster();
  const DATABASE_URL = await cluster.createDatabase();
  apps.push(
    ...(await Promise.all(
      ['flota-a', 'flota-b'].map((FLOTA_INSTANCE_ID, i) => startApp({ ...ENV, DATABASE_URL, FLOTA_INSTANCE_ID }, { port: BASE + 30 + i, timeoutMs: 120_000 })),
    )),
  );
  nginx = await startNginx(BASE + 32, apps.map((app) => app.url));
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
  const signedIn = apps.flatMap((app) => app.output().split('\n')).find((line) => line.includes('"msg":"ingreso"'));
  expect(JSON.parse(signedIn ?? '{}')).toMatchObject({ usuario: 'admin', direccion: '127.0.0.1' });

  const get = (path: string) => fetch(`${url}${path}`, { headers: { cookie } });
  const salud = async () => flotaSaludSchema.parse(await (await get('/api/salud')).json());
  // Both instances answer, in turn; the security headers are Flota's, and nginx names no version.
  const answeredBy = new Set<string>();
  for (let i = 0; i < 4; i++) answeredBy.add((await salud()).almacenamiento?.instancia ?? '');
  expect([...answeredBy].sort()).toEqual(['flota-a', 'flota-b']);
  const positions = await get('/api/posiciones');
  expect(positions.status).toBe(200);
  expect(positions.headers.get('x-content-type-options')).toBe('nosniff');
  expect(positions.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(positions.headers.get('server')).toBe('nginx');
  expect((await positions.json()).datos.length).toBeGreaterThan(0);
  // Positions read on both: one instance polls them, under the store's lease.
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
  expect(nginx.errors()).not.toMatch(/\[(emerg|alert|crit)\]/);
  for (const app of apps) expect(app.output()).not.toMatch(/Warning|Error/);
});
