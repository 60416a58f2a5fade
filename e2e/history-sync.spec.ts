import { expect, test } from '@playwright/test';
import { flotaSaludSchema } from '@/lib/fleet/flota-api';
import type { RunningSim } from '@/lib/sim/server';
import { storageStatePath } from './support/auth';
import { key, signInCookie, smallFleet, startExtraApp, startExtraSim, type ExtraApp } from './live-map-servers';

/**
 * The history sync of a production server with it on (the suite's servers have it off), on an
 * upstream of this file's own (ports E2E_*_PORT + 44): six vehicles, the last three closed days.
 */
test.describe.configure({ mode: 'serial' });

const OFFSET = 14;
const ROUTE_PATH = '/v1/vehiculos/{id}/recorrido';

let sim: RunningSim | undefined;
let app: ExtraApp | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const sincronizacion = key('sincronizacion', ['posiciones', 'recorridos', 'eventos']);
  const clients = [{ id: 'cli_8001', name: 'Transportes del Sur', vehicles: 6, withoutPosition: 0, withoutHistory: 0 }];
  sim = await startExtraSim({ ...smallFleet([sincronizacion]), clients }, OFFSET);
  app = await startExtraApp(OFFSET, { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: sincronizacion.key, FLOTA_SYNC_DAYS: '3', FLOTA_SYNC_SHARE: '1' });
});

test.afterAll(async () => {
  await app?.stop();
  await sim?.close();
});

test.use({ storageState: storageStatePath('admin') });

test('keeps the closed days of every vehicle with one query each, and the key page says it is up to date', async ({ page }) => {
  await page.goto(`${app!.url}/clave`);
  const historial = page.getByTestId('historial-sync');
  await expect(historial.getByRole('heading', { name: 'Historial guardado' })).toBeVisible({ timeout: 30_000 });
  // The page reads every 15 s and the count is at most 15 s old: within a minute it has caught up.
  await expect(page.getByTestId('historial-sync-estado')).toHaveText('Al día: 3 días cerrados de 6 vehículos.', { timeout: 60_000 });
  await expect(historial).toContainText('Del 08/03/2026 al 10/03/2026.');

  const salud = flotaSaludSchema.parse(await (await fetch(`${app!.url}/api/salud`, { headers: { cookie: await signInCookie(app!.url, 'gerente') } })).json());
  expect(salud.historial).toMatchObject({ dias: 3, vehiculos: 6, desde: '2026-03-08', hasta: '2026-03-10', guardados: 18, total: 18, porcentaje: 100 });
  const stats = (await (await fetch(`${sim!.url}/_sim/stats`)).json()) as { por_ruta: { ruta: string; solicitudes: number; por_estado: Record<string, number> }[] };
  const routes = stats.por_ruta.find((r) => r.ruta === ROUTE_PATH);
  expect(routes?.solicitudes).toBe(6);
  expect(routes?.por_estado['429'] ?? 0).toBe(0);
});
