import { type Page, expect, test } from '@playwright/test';
import { haversineKm } from '@/lib/fleet/geo';
import { formatApiDateTime } from '@/lib/fleet/time';
import { DRIVER, fetchRoute, openReplay, recentRange, replayUrl } from './replay-journey';
import { mapView } from './support/map-frame';

async function mapCentre(page: Page): Promise<[number, number]> {
  const { lat, lon } = await mapView(page);
  return [lat, lon];
}

/** The moving vehicle's centre on screen. */
async function markerPosition(page: Page): Promise<{ x: number; y: number }> {
  const marker = await page.getByTestId('marcador-vehiculo').boundingBox();
  if (!marker) throw new Error('el vehículo no está en pantalla');
  return { x: marker.x + marker.width / 2, y: marker.y + marker.height / 2 };
}

/** How far, in screen pixels, the moving vehicle is from the middle of the map. */
async function markerOffCentrePx(page: Page): Promise<number> {
  const map = await page.getByTestId('map').boundingBox();
  if (!map) throw new Error('el mapa no está en pantalla');
  const marker = await markerPosition(page);
  return Math.hypot(marker.x - (map.x + map.width / 2), marker.y - (map.y + map.height / 2));
}

const play = (page: Page) => page.getByRole('button', { name: 'Reproducir' }).click();
const pause = (page: Page) => page.getByRole('button', { name: 'Pausar' }).click();

test('the follow camera keeps the moving vehicle centred, and stops when turned off or when the map is dragged', async ({ page }) => {
  test.slow();
  // A week: this truck rests at weekends, so the last two days may hold no driving.
  const { desde, hasta } = recentRange(7);
  const { puntos } = (await fetchRoute(page, DRIVER, desde, hasta)).datos;
  // Start where the truck keeps covering ground for an hour: at x300 that is 12 s of playback,
  // more than the two plays below take even when clicks run slow on a busy machine (each play
  // lasts only until the movement it checks is seen).
  const at = (t: number) => puntos.find((q) => Date.parse(q.fecha) >= t);
  const start = puntos.findIndex((p, i) => {
    const t = Date.parse(p.fecha);
    const [a, b, c] = [at(t + 20 * 60_000), at(t + 40 * 60_000), at(t + 60 * 60_000)];
    return i > 0 && a !== undefined && b !== undefined && c !== undefined && haversineKm(p, a) > 1.5 && haversineKm(a, b) > 1.5 && haversineKm(b, c) > 1.5;
  });
  expect(start).toBeGreaterThan(0);
  await openReplay(page, replayUrl(DRIVER, desde, hasta, { t: formatApiDateTime(Date.parse(puntos[start]!.fecha)), x: '300' }));
  const follow = page.getByLabel('Seguir al vehículo');
  // Close enough that a few minutes of driving cross many pixels.
  const fitted = await mapView(page);
  for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'Acercar' }).click();
  await expect.poll(async () => (await mapView(page)).zoom).toBeGreaterThan(fitted.zoom + 2.9);

  await follow.check();
  await play(page);
  await page.waitForTimeout(400);
  const first = await mapCentre(page);
  await expect
    .poll(async () => {
      const [lat, lon] = await mapCentre(page);
      return haversineKm({ latitud: first[0], longitud: first[1] }, { latitud: lat, longitud: lon });
    })
    .toBeGreaterThan(0.2);
  await pause(page);
  // The view is written when the camera comes to rest, a moment after the pause.
  await expect.poll(() => markerOffCentrePx(page)).toBeLessThan(3);

  await follow.uncheck();
  const still = await mapCentre(page);
  const markerBefore = await markerPosition(page);
  await play(page);
  await expect
    .poll(async () => {
      const markerNow = await markerPosition(page);
      return Math.hypot(markerNow.x - markerBefore.x, markerNow.y - markerBefore.y);
    })
    .toBeGreaterThan(10);
  await pause(page);
  expect(await mapCentre(page)).toEqual(still);

  // Dragging the map is the supervisor taking the camera: following turns itself off.
  await follow.check();
  const box = await page.getByTestId('map').boundingBox();
  if (!box) throw new Error('el mapa no está en pantalla');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  await expect(follow).not.toBeChecked();
});
