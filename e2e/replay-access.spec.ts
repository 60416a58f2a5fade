import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatDateTimeText } from '@/lib/client/date-input/date-time-text';
import { flotaVehiculosSchema } from '@/lib/fleet/flota-api';
import { DAY_MS, DRIVER, WITHOUT_HISTORY, recentRange, replayUrl } from './replay-journey';
import { type FlotaServers, startFlota } from './replay-servers';
import { E2E_CLOCK, E2E_START } from './support/fleet-clock';

const routeRequests = (url: string) => /\/api\/vehiculos\/[^/]+\/recorrido/.test(url);

test.describe('replay: ranges and access', () => {
  test('an invalid range is explained before any request', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (routeRequests(r.url())) requested.push(r.url());
    });
    const hasta = E2E_START - DAY_MS;
    await page.goto(replayUrl(DRIVER, hasta - 100 * DAY_MS, hasta));
    await expect(page.getByRole('alert').filter({ hasText: 'enlace' })).toContainText('más de 90 días');

    await page.getByRole('textbox', { name: /^Desde/ }).fill(formatDateTimeText(hasta, 'es-AR'));
    await page.getByRole('textbox', { name: /^Hasta/ }).fill(formatDateTimeText(hasta - DAY_MS, 'es-AR'));
    await expect(page.getByTestId('fecha-mensaje').filter({ hasText: 'Rango inválido' })).toContainText('anterior a la de fin');
    await expect(page.getByRole('button', { name: 'Ver recorrido' })).toBeDisabled();
    expect(requested).toEqual([]);
  });

  test('a long custom range says how many parts it will load', async ({ page }) => {
    const { desde, hasta } = recentRange(1);
    await page.goto(replayUrl(DRIVER, desde, hasta));
    await page.getByRole('textbox', { name: /^Desde/ }).fill(formatDateTimeText(hasta - 20 * DAY_MS, 'es-AR'));
    await page.getByRole('textbox', { name: /^Hasta/ }).fill(formatDateTimeText(hasta, 'es-AR'));
    await expect(page.getByText('se consultará en 3 partes')).toBeVisible();
  });

  test('a device that keeps no history says so', async ({ page }) => {
    const { desde, hasta } = recentRange(1);
    await page.goto(replayUrl(WITHOUT_HISTORY, desde, hasta));
    await expect(page.getByRole('alert').filter({ hasText: 'Este equipo no guarda recorridos' })).toBeVisible({ timeout: 30_000 });
  });

  test('the vehicle list is searchable and choosing one loads its route', async ({ page }) => {
    await page.goto('/recorrido');
    await expect(page.getByText('Elegí un vehículo')).toBeVisible();
    const combo = page.getByRole('combobox', { name: 'Vehículo' });
    await combo.fill('veh_100003');
    await page.getByRole('option').first().click();
    await expect(page.getByTestId('resumen-recorrido')).toBeVisible({ timeout: 45_000 });
    await expect(page).toHaveURL(/vehiculo=veh_100003/);
  });

  test('the vehicle list offers every vehicle of the key, and the arrows go past the first screenful', async ({ page }) => {
    const cantidad = flotaVehiculosSchema.parse(await (await page.request.get('/api/vehiculos')).json()).datos.length;
    await page.goto('/recorrido');
    const combo = page.getByRole('combobox', { name: 'Vehículo' });
    await combo.focus();
    const list = page.getByRole('listbox', { name: 'Vehículos' });
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-setsize', String(cantidad));
    expect(await list.getByRole('option').count()).toBeLessThan(cantidad / 3);
    for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowDown');
    const active = page.locator(`[id="${await combo.getAttribute('aria-activedescendant')}"]`);
    await expect(active).toHaveAttribute('aria-posinset', '15');
    await expect(active).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/vehiculo=veh_/);
  });
});

/**
 * A key without `recorridos` needs its own embedded API and app; they run on the ports next to
 * the suite's (E2E_APP_PORT + 21, E2E_SIM_PORT + 21) for this file only.
 */
test.describe('replay with a key that lacks «recorridos»', () => {
  let servers: FlotaServers | null = null;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    const simConfig = path.join(await mkdtemp(path.join(tmpdir(), 'flota-replay-')), 'sim-config.json');
    await writeFile(
      simConfig,
      JSON.stringify({
        seed: 7,
        clock: E2E_CLOCK,
        clients: [{ id: 'cli_1001', name: 'Transportes del Sur', vehicles: 10 }],
        keys: [{ key: 'svc_live_e2e_sin_recorridos', name: 'Solo en vivo', clients: '*', permissions: ['posiciones', 'eventos'] }],
      }),
    );
    servers = await startFlota({
      appPort: Number(process.env.E2E_APP_PORT ?? 3100) + 21,
      simPort: Number(process.env.E2E_SIM_PORT ?? 4110) + 21,
      simConfig,
      key: 'svc_live_e2e_sin_recorridos',
    });
  });

  test.afterAll(() => servers?.stop());

  test('explains that the key cannot read routes', async ({ page }) => {
    const { desde, hasta } = recentRange(1);
    await page.goto(`${servers?.appUrl}${replayUrl('veh_100003', desde, hasta)}`);
    const notice = page.getByRole('alert').filter({ hasText: 'Esta clave no puede consultar recorridos' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText('permiso «recorridos»');
  });
});
