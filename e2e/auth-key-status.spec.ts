import { expect, test } from '@playwright/test';
import type { RunningSim } from '@/lib/sim/server';
import { storageStatePath } from './support/auth';
import { smallFleet, startExtraApp, startExtraSim, type ExtraApp } from './live-map-servers';
import { E2E_START } from './support/fleet-clock';

/**
 * The key status page with a key that expires in ten days, on an upstream of this file's own
 * (ports E2E_*_PORT + 40), and what the other roles get of the gateway's health instead.
 */
// One upstream and one app for the whole file: its tests must share a worker, or both would take the same ports.
test.describe.configure({ mode: 'serial' });

const CLAVE = 'svc_live_e2e_por_vencer_4c1f';
const DIA_MS = 86_400_000;

let sim: RunningSim | undefined;
let app: ExtraApp | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The key expires by the fleet's clock (the sim's and the page's), not the machine's.
  const vence = new Date(E2E_START + 10 * DIA_MS + 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');
  sim = await startExtraSim(
    smallFleet([
      { key: CLAVE, name: 'Central por vencer', clients: '*', permissions: ['posiciones', 'eventos'], unitsPerMinute: 600, expires: vence, allowedIps: null, status: 'active' },
    ]),
    10,
  );
  app = await startExtraApp(10, { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: CLAVE, FLOTA_POSITIONS_POLL_S: '60' });
});

test.afterAll(async () => {
  await app?.stop();
  await sim?.close();
});

test.describe('admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('sees the key’s name, permissions, clients, budget, expiry warning, service, health, units chart and store; never the key', async ({ page }) => {
    await page.goto(`${app?.url}/clave`);
    await expect(page.getByRole('heading', { name: 'Central por vencer' })).toBeVisible({ timeout: 30_000 });
    const acceso = page.locator('section[aria-labelledby="clave-acceso"]');
    await expect(acceso.getByText('recorridos (sin permiso)')).toBeVisible();
    await expect(acceso).toContainText('Transportes del Sur');
    await expect(acceso).toContainText('Frío Andino');
    await expect(acceso).toContainText('600 unidades');
    await expect(acceso.getByRole('alert')).toContainText('La clave vence en 11 días');
    await expect(page.locator('section[aria-labelledby="clave-servicio"]')).toContainText('operativo');
    const salud = page.locator('section[aria-labelledby="clave-gateway"]');
    await expect(salud).toContainText('Posiciones');
    await expect(salud).toContainText('cada 60 s');
    await expect(salud.getByRole('img', { name: /Unidades gastadas por minuto en la última hora/ })).toBeVisible();
    // This app keeps its store embedded, in a data directory of its own.
    const almacenamiento = page.getByTestId('almacenamiento');
    await expect(almacenamiento.getByTestId('almacenamiento-motor')).toHaveAttribute('data-motor', 'embebido');
    await expect(almacenamiento).toContainText('PostgreSQL embebido en el proceso');
    await expect(almacenamiento).toContainText(/\d+(,\d)? MB/);
    const html = await page.content();
    expect(html).not.toContain(CLAVE);
    expect(html).not.toContain(CLAVE.slice('svc_live_'.length));
  });
});

test.describe('despachante', () => {
  test.use({ storageState: storageStatePath('despacho') });

  test('the live map reads positions at the gateway’s own interval, learnt without the admin’s key status', async ({ page }) => {
    test.setTimeout(90_000);
    const pedidos: string[] = [];
    page.on('request', (pedido) => {
      const { pathname } = new URL(pedido.url());
      if (pathname.startsWith('/api/')) pedidos.push(pathname);
    });
    const salud = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/salud');
    await page.goto(`${app?.url}/`);
    const respuesta = await salud;
    expect(respuesta.status()).toBe(200);
    expect(await respuesta.json()).toMatchObject({ posiciones: { intervalo_s: 60 } });
    // Long enough for two reads at the 15 s fallback; at the gateway's 60 s there is only the first.
    await page.waitForTimeout(20_000);
    expect(pedidos.filter((p) => p === '/api/posiciones')).toHaveLength(1);
    expect(pedidos).not.toContain('/api/estado');
    expect((await page.request.get(`${app?.url}/api/estado`)).status()).toBe(403);
  });
});
