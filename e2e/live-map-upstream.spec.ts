import { expect, test } from '@playwright/test';
import type { RunningSim } from '../lib/sim/server';
import { key, smallFleet, startExtraApp, startExtraSim, type ExtraApp } from './live-map-servers';

/**
 * Journeys that need an upstream of their own: a key without the `posiciones` permission, and an
 * upstream that stops answering. One extra embedded API (two keys) and two extra apps.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let sim: RunningSim;
let noPositionsApp: ExtraApp;
let failingApp: ExtraApp;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sim = await startExtraSim(smallFleet([key('solo_historia', ['recorridos', 'eventos']), key('completa', ['posiciones', 'recorridos', 'eventos'])]), 1);
  [noPositionsApp, failingApp] = await Promise.all([
    startExtraApp(1, { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: 'svc_live_solo_historia' }),
    startExtraApp(2, { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: 'svc_live_completa', FLOTA_POSITIONS_POLL_S: '10' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([noPositionsApp?.stop(), failingApp?.stop()]);
  await sim?.close().catch(() => undefined);
});

test('a key without the positions permission gets an explanation, not an error', async ({ page }) => {
  await page.goto(noPositionsApp.url);
  const notice = page.getByTestId('aviso-clave');
  await expect(notice).toContainText('Esta clave no permite ver posiciones', { timeout: 60_000 });
  await expect(notice).toContainText('«posiciones»');
  await expect(page.getByTestId('aviso-error')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Mapa de la flota' })).toBeVisible();
});

test('when the upstream fails, a banner says since when and the map keeps the last positions', async ({ page }) => {
  await page.goto(failingApp.url);
  await expect(page.getByTestId('dibujados')).toHaveText('48', { timeout: 90_000 });
  await expect(page.getByTestId('aviso-desactualizado')).toHaveCount(0);

  await sim.close();
  const banner = page.getByTestId('aviso-desactualizado');
  await expect(banner).toBeVisible({ timeout: 60_000 });
  await expect(banner).toContainText(/Datos desactualizados desde las \d\d:\d\d:\d\d \(hace \d+ (s|min)\)/);
  await expect(page.getByTestId('dibujados')).toHaveText('48');
  await expect(page.getByTestId('en-mapa')).toHaveText('48');
});
