import { expect, test, type Locator, type Page } from '@playwright/test';
import { key, startExtraApp, startExtraSim, type ExtraApp } from './live-map-servers';
import type { RunningSim } from '../lib/sim/server';
import { PLACE_PHRASE } from './support/place-phrase';

/**
 * Clicking an event of the live feed shows it on the live map (issue 6): a fleet big enough that
 * the embedded API reports events every few seconds, its own app (E2E ports + 35) polling events
 * every 10 s (the gateway's fastest). The event marker is one MapLibre layer component, shared with the events pages' maps.
 */
const OFFSET = 5;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

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

/**
 * The ids of the feed's first items, newest first. The pointer rests on the feed first, as an
 * operator's does before clicking: the feed then holds still, and newer events wait above it.
 */
async function feedIds(page: Page): Promise<string[]> {
  const items = page.getByTestId('evento-en-vivo');
  await expect(items.first()).toBeVisible({ timeout: 120_000 });
  await items.first().hover();
  return items.evaluateAll((els) => els.map((el) => el.getAttribute('data-evento-id')!).slice(0, 10));
}

const feedItem = (page: Page, id: string) => page.locator(`[data-evento-id="${id}"]`);

/** Clicks feed items until one has a place; answers its id and where the map marks it. */
async function clickEventWithPlace(page: Page, map: Locator): Promise<{ id: string; lat: number; lon: number }> {
  for (const id of await feedIds(page)) {
    const button = feedItem(page, id).getByRole('button');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // The marker's layer loads on the first click: wait for the marker or the note that there is no place.
    const noPlace = page.getByText('El equipo no informó la ubicación de este evento.');
    const outcome = async () => ((await map.getAttribute('data-evento'))?.startsWith(`${id},`) ? 'marked' : (await noPlace.isVisible()) ? 'no-place' : null);
    await expect.poll(outcome, { timeout: 15_000 }).not.toBeNull();
    const marked = await map.getAttribute('data-evento');
    if (marked?.startsWith(`${id},`)) {
      const [, lat, lon] = marked.split(',').map(Number) as [number, number, number];
      return { id, lat, lon };
    }
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
  const item = feedItem(page, id);
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
  // From the keyboard: the popup's close button sits over a map that may still be settling.
  const close = page.locator('.maplibregl-popup').getByRole('button', { name: 'Cerrar' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(map).not.toHaveAttribute('data-evento', /.+/);
  await expect(page.getByTestId('dibujados')).toHaveText('3000');
});

test('the live events page shows the clicked event on its own map with the same marker', async ({ page }) => {
  await page.goto(`${app.url}/eventos/en-vivo`);
  const detail = page.getByTestId('detalle-evento');
  for (const id of await feedIds(page)) {
    await feedItem(page, id).getByRole('button').click();
    await expect(detail).toBeVisible();
    const map = detail.getByTestId('map');
    if (await map.count()) {
      await expect(map).toHaveAttribute('data-evento', new RegExp(`^${id},`));
      await expect(detail.getByTestId('evento-en-mapa')).toBeVisible();
      await expect(detail.locator('dt:text-is("Lugar") + dd')).toHaveText(PLACE_PHRASE, { timeout: 15_000 });
      return;
    }
  }
  throw new Error('Ningún evento reciente tiene ubicación.');
});
