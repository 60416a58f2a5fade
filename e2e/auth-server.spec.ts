import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { apiRoutes } from './support/api-routes';
import { startApp, type AppProcess } from './support/app-process';
import { CONTRASENA_E2E, SIN_SESION } from './support/auth';

/** Each test starts its own server on the extra port (e2e/support/app-process.ts): one at a time. */
test.describe.configure({ mode: 'serial' });
test.use({ storageState: SIN_SESION });

let app: AppProcess | undefined;
test.afterEach(async () => {
  await app?.stop();
  app = undefined;
});

test('demo mode: the embedded API, no users file, demo users the sign-in page names', async ({ page }) => {
  test.setTimeout(120_000);
  app = await startApp({});
  await page.goto(`${app.url}/eventos`);
  await expect(page).toHaveURL(/\/ingresar\?volver=%2Feventos$/);
  const aviso = page.getByRole('region', { name: 'Modo demostración' });
  await expect(aviso).toContainText('flota-demo');
  for (const usuario of ['despacho', 'supervisor', 'gerente', 'admin']) await expect(aviso).toContainText(usuario);
  await page.getByLabel('Usuario').fill('gerente');
  await page.getByLabel('Contraseña').fill('flota-demo');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  // The first sign-in of a server that is still warming up its embedded API can take a while.
  await page.waitForURL(`${app.url}/eventos`, { timeout: 30_000 });
  await expect(page.getByTestId('usuario-actual')).toHaveText('Gerencia (demo)');
});

test('a real Fleet API without a users file does not start, and says why', async () => {
  app = await startApp({ FLEET_API_BASE_URL: 'http://127.0.0.1:9', FLEET_API_KEY: 'svc_live_x', FLOTA_SESSION_SECRET: 'x'.repeat(40) });
  expect(await app.exited()).not.toBe(0);
  expect(app.output()).toContain('Flota no puede arrancar');
  expect(app.output()).toContain('FLOTA_USERS_FILE');
});

test('a users file with a mistake does not start, and names the mistake', async () => {
  const archivo = join(tmpdir(), `flota-usuarios-${Date.now()}.json`);
  writeFileSync(archivo, JSON.stringify({ usuarios: [{ usuario: 'ana', rol: 'jefa', clientes: '*', hash: 'x' }] }));
  app = await startApp({ FLOTA_USERS_FILE: archivo });
  expect(await app.exited()).not.toBe(0);
  expect(app.output()).toContain('usuarios[0].rol');
  expect(app.output()).toContain('usuarios[0].hash');
});

test('a users file replaces the demo users, even on the embedded API', async ({ request }) => {
  test.setTimeout(120_000);
  app = await startApp({ FLOTA_USERS_FILE: 'e2e/fixtures/users.json' });
  const intento = await request.post(`${app.url}/api/sesion`, { data: { usuario: 'despacho', contrasena: 'otra-cosa' } });
  expect(intento.status()).toBe(401);
  const ingreso = await request.post(`${app.url}/api/sesion`, { data: { usuario: 'despacho', contrasena: CONTRASENA_E2E } });
  expect(((await ingreso.json()) as { nombre: string }).nombre).toBe('Despacho (e2e)');
  const pagina = await request.get(`${app.url}/ingresar`, { headers: { cookie: '' } });
  expect(await pagina.text()).not.toContain('Modo demostración');
});

test('with no trusted proxy, a caller cannot dodge the address lock-out by writing X-Forwarded-For', async ({ request }) => {
  test.setTimeout(120_000);
  // FLOTA_TRUSTED_PROXIES unset: the socket's address counts, whatever the headers say.
  app = await startApp({ FLOTA_USERS_FILE: 'e2e/fixtures/users.json' });
  const otra = (i: number) => ({
    'x-forwarded-for': `198.51.100.${i}`,
    'x-flota-direccion-socket': `203.0.113.${i}`,
  });
  const intentos = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      request.post(`${app?.url}/api/sesion`, { data: { usuario: `prueba-${i}`, contrasena: 'equivocada' }, headers: otra(i) }),
    ),
  );
  expect(intentos.map((r) => r.status())).toContain(429);
  const bloqueado = await request.post(`${app.url}/api/sesion`, {
    data: { usuario: 'admin', contrasena: CONTRASENA_E2E },
    headers: otra(99),
  });
  expect(bloqueado.status()).toBe(429);
  expect(errorBodySchema.parse(await bloqueado.json()).error.mensaje).toContain('Demasiados intentos fallidos');
});

const CLAVE = 'svc_live_e2e_central';
/** The key's opaque part: "not even in part" means this must not show either. */
const PARTE_SECRETA = CLAVE.slice('svc_live_'.length);

function conClave(texto: string): boolean {
  return texto.includes(CLAVE) || texto.includes(PARTE_SECRETA);
}

function archivos(carpeta: string): string[] {
  return readdirSync(carpeta, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? archivos(join(carpeta, e.name)) : [join(carpeta, e.name)],
  );
}

/** Reads at most a little of a body: streams (SSE, NDJSON) do not end by themselves. */
async function leer(url: string, cookie: string): Promise<string> {
  const corte = new AbortController();
  const timer = setTimeout(() => corte.abort(), 4_000);
  try {
    const respuesta = await fetch(url, { headers: { cookie }, signal: corte.signal });
    let texto = [...respuesta.headers].map(([k, v]) => `${k}: ${v}`).join('\n');
    const lector = respuesta.body?.getReader();
    const decoder = new TextDecoder();
    for (let leido = await lector?.read(); leido && !leido.done && texto.length < 2_000_000; leido = await lector?.read()) {
      texto += decoder.decode(leido.value, { stream: true });
    }
    return texto;
  } catch {
    return '';
  } finally {
    clearTimeout(timer);
    corte.abort();
  }
}

test('the key is in no answer, header, page, static file or log line; errors carry ids, not stacks', async ({ request }) => {
  test.setTimeout(180_000);
  app = await startApp({
    FLEET_API_BASE_URL: `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? 4110}`,
    FLEET_API_KEY: CLAVE,
    FLOTA_USERS_FILE: 'e2e/fixtures/users.json',
    FLOTA_SESSION_SECRET: 'otro-secreto-de-sesion-para-el-servidor-extra',
  });
  const ingreso = await request.post(`${app.url}/api/sesion`, { data: { usuario: 'admin', contrasena: CONTRASENA_E2E } });
  const cookie = (ingreso.headers()['set-cookie'] ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^flota_sesion=/);
  const vehiculos = JSON.parse(await (await fetch(`${app.url}/api/vehiculos`, { headers: { cookie } })).text()) as {
    datos: { id: string }[];
  };
  const vehiculo = vehiculos.datos[0]?.id ?? 'veh_1';
  const rutas = [
    ...apiRoutes().map((ruta) => ruta.replace('veh_1', vehiculo)),
    '/', '/clave', '/recorrido', '/eventos', '/eventos/en-vivo', '/ingresar',
    '/api/posiciones?cliente=cli_9999', '/api/vehiculos/veh_no_existe/recorrido', '/api/eventos?desde=ayer',
  ];
  const respuestas = await Promise.all(rutas.map((ruta) => leer(`${app!.url}${ruta}`, cookie)));
  const errores = await Promise.all(
    ['/api/posiciones?cliente=cli_9999', '/api/eventos?desde=ayer', '/api/vehiculos/x'].map(async (ruta) => {
      const respuesta = await fetch(`${app!.url}${ruta}`, { headers: { cookie } });
      return { ruta, status: respuesta.status, cuerpo: errorBodySchema.parse(await respuesta.json()) };
    }),
  );
  for (const { ruta, status, cuerpo } of errores) {
    expect(status, ruta).toBeGreaterThanOrEqual(400);
    expect(cuerpo.error.solicitud, ruta).toMatch(/^flo_[0-9a-f]{20}$/);
    expect(JSON.stringify(cuerpo), ruta).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  }
  await request.post(`${app.url}/api/sesion`, { data: { usuario: 'admin', contrasena: 'equivocada' } });
  expect(respuestas.filter(conClave)).toEqual([]);
  expect(respuestas.join('').length).toBeGreaterThan(10_000);
  expect(archivos('.next/static').filter((archivo) => conClave(readFileSync(archivo, 'latin1')))).toEqual([]);
  await app.stop();
  const log = app.output();
  expect(log.split('\n').filter(conClave)).toEqual([]);
  // Request ids reach the log, so that the one a person quotes can be found.
  for (const { cuerpo } of errores) expect(log).toContain(cuerpo.error.solicitud);
});
