import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe-scan';

test.describe.configure({ timeout: 150_000 });

const APP_HOST = `127.0.0.1:${Number(process.env.E2E_APP_PORT ?? 3100)}`;

test('with the default configuration no request leaves the app’s own origin', async ({ page }) => {
  const hosts = new Set<string>();
  const paths = new Set<string>();
  // The context's route also sees what the map's and the fleet's web workers fetch.
  await page.context().route('**', (route) => {
    const url = new URL(route.request().url());
    hosts.add(url.host);
    paths.add(url.pathname);
    return route.continue();
  });
  await page.goto('/?mapa=-34.60000,-58.45000,12');
  await expect(page.getByTestId('dibujados')).not.toHaveText('', { timeout: 90_000 });
  // Labels and arrows at this zoom: every font, image and tile the map might want has been asked for.
  await page.getByRole('listbox', { name: 'Vehículos' }).getByRole('option').first().click();
  await expect(page.getByTestId('panel-vehiculo')).toBeVisible();
  await expect(page.getByTestId('map')).toHaveAttribute('data-vista', /,1[4-9]\.\d\d$/, { timeout: 15_000 });
  // One more live refresh, so that polling and the worker's requests are in the audit too.
  const version = Number(await page.getByTestId('dibujados').getAttribute('data-version'));
  await expect.poll(async () => Number(await page.getByTestId('dibujados').getAttribute('data-version')), { timeout: 40_000 }).toBeGreaterThan(version);
  expect([...hosts]).toEqual([APP_HOST]);
  for (const fetched of ['/api/posiciones', '/api/vehiculos', '/basemap/mapa-base.geojson', '/maplibre-worker']) expect(paths).toContain(fetched);
});

test('an accessibility scan finds no serious or critical violations', async ({ page }) => {
  // A full-page map under software WebGL on 2 loaded cores can need more than the default minute.
  test.slow();
  await page.goto('/');
  await expect(page.getByTestId('dibujados')).not.toHaveText('', { timeout: 90_000 });
  await page.getByRole('listbox', { name: 'Vehículos' }).getByRole('option').first().click();
  await page.getByTestId('leyenda').locator('summary').click();
  // The feed beside the map loads after the first draw: the scan must see it connected, with its
  // rows (or its empty note). Critical rows are in it when the fleet raised one lately (a few a
  // day, none at night): no fleet here raises them at every hour, so the scan of critical rows
  // that always runs is the events history's (screens-a11y.spec.ts).
  const feed = page.getByRole('region', { name: 'Eventos en vivo' });
  await expect(feed.getByTestId('estado-conexion')).toHaveAttribute('data-fase', 'conectado', { timeout: 60_000 });
  await expect(feed.getByTestId('evento-en-vivo').first().or(feed.getByText(/^Sin eventos/))).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('works by keyboard alone: search, choose, open the panel, follow', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('dibujados')).not.toHaveText('', { timeout: 90_000 });
  await page.getByTestId('buscar').focus();
  await page.keyboard.type('veh_');
  await page.getByRole('listbox', { name: 'Vehículos' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('panel-vehiculo');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Seguir en el mapa' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Siguiendo' })).toBeVisible();
});
