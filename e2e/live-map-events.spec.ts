import { expect, test, type Locator, type Page } from '@playwright/test';
import { key, startExtraApp, startExtraSim, type ExtraApp } from './live-map-servers';
import type { RunningSim } from '../lib/sim/server';

/**
 * Clicking an event of the live feed shows it on the live map (issue 6): a fleet big enough that
 * the embedded API reports events every few seconds, its own app (E2E ports + 35) polling events
 * every 10 s (the gateway's fastest). The event marker is one MapLibre layer component, shared with the events pages' maps.
 */
const OFFSET = 5;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let sim: RunningSim;
let app: ExtraApp;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sim = await startExtraSim(
    {
      seed: 31,
      clients: [{ id: 'cli_9001', name: 'Cargas de Cuyo', vehicles: 3000, withoutPosition: 0, withoutHistory: 0 }],
      keys: [key('mapa_eventos', ['posiciones', 'recorridos', 'eventos'])],
      limits: { invalidKeyAttempts: 20, lockoutSeconds: 600, historyQueriesInFlight: 2 },
      faults: { unavailableRate: 0, latencyMs: 0 },
    },
    OFFSET,
  );
  app = await startExtraApp(OFFSET, {
    FLEET_API_BASE_URL: sim.url,
    FLEET_API_KEY: 'svc_live_mapa_eventos',
    FLOTA_EVENTS_POLL_S: '10',
  });
});

test.afterAll(async () => {
  await app?.stop();
  await sim?.close();
});

/** The map container's "lat,lon,zoom" after its last camera move. */
async function view(map: Locator): Promise<[number, number, number]> {
  return (await map.getAttribute('data-vista'))!.split(',').map(Number) as [number, number, number];
}

/** Clicks feed items, newest first, until one has a place; answers its id and where the map marks it. */
async function clickEventWithPlace(page: Page, map: Locator): Promise<{ id: string; lat: number; lon: number }> {
  const items = page.getByTestId('evento-en-vivo');
  await expect(items.first()).toBeVisible({ timeout: 120_000 });
  for (let i = 0; i < Math.min(10, await items.count()); i++) {
    const item = items.nth(i);
    const id = (await item.getAttribute('data-evento-id'))!;
    await item.getByRole('button').click();
    await expect(item.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    const marked = await map.getAttribute('data-evento');
    if (marked?.startsWith(`${id},`)) {
      const [, lat, lon] = marked.split(',').map(Number) as [number, number, number];
      return { id, lat, lon };
    }
    await expect(page.getByText('El equipo no informó la ubicación de este evento.')).toBeVisible();
  }
  throw new Error('Ningún evento reciente tiene ubicación.');
}

test('clicking an event in the feed flies the live map there and marks it with its description', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(app.url);
  const map = page.getByTestId('map').first();
  await expect(page.getByTestId('dibujados')).toHaveText('3000', { timeout: 120_000 });

  const { id, lat, lon } = await clickEventWithPlace(page, map);
  const popup = page.getByTestId('evento-en-mapa');
  await expect(popup).toBeVisible();
  const item = page.locator(`[data-evento-id="${id}"]`);
  const tipo = (await item.locator('span.truncate.font-medium').innerText()).replace(/^CRÍTICO\s*/, '');
  await expect(popup).toContainText(tipo);
  await expect(popup).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);

  // The camera lands on the event, zoomed in.
  await expect.poll(async () => {
    const [vLat, vLon, zoom] = await view(map);
    return Math.abs(vLat - lat) < 0.01 && Math.abs(vLon - lon) < 0.01 && zoom >= 13.9;
  }, { timeout: 15_000 }).toBe(true);
  expect(new URL(page.url()).searchParams.get('mapa')).toMatch(/^-?\d/);

  // Closing the description takes the marker away; the vehicles stay.
  await page.locator('.maplibregl-popup').getByRole('button', { name: 'Cerrar' }).click();
  await expect(map).not.toHaveAttribute('data-evento', /.+/);
  await expect(page.getByTestId('dibujados')).toHaveText('3000');
});

test('the live events page shows the clicked event on its own map with the same marker', async ({ page }) => {
  await page.goto(`${app.url}/eventos/en-vivo`);
  const items = page.getByTestId('evento-en-vivo');
  await expect(items.first()).toBeVisible({ timeout: 120_000 });
  const detail = page.getByTestId('detalle-evento');
  for (let i = 0; i < Math.min(10, await items.count()); i++) {
    const id = (await items.nth(i).getAttribute('data-evento-id'))!;
    await items.nth(i).getByRole('button').click();
    const map = detail.getByTestId('map');
    if (await map.count()) {
      await expect(map).toHaveAttribute('data-evento', new RegExp(`^${id},`));
      await expect(detail.getByTestId('evento-en-mapa')).toBeVisible();
      return;
    }
  }
  throw new Error('Ningún evento reciente tiene ubicación.');
});
