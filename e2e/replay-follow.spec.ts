import { type Page, expect, test } from '@playwright/test';
import { haversineKm } from '@/lib/fleet/geo';
import type { Punto } from '@/lib/fleet/schemas/recorrido';
import { formatApiDateTime } from '@/lib/fleet/time';
import { HIGHWAY_TRUCK, fetchRoute, openReplay, recentRange, replayUrl } from './replay-journey';
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

/** Where the longest stretch of driving without a stop starts, and how long it lasts (ms). */
function longestDrive(puntos: readonly Punto[]): { start: number; ms: number } {
  const moving = (i: number) =>
    (puntos[i]!.velocidad_kmh ?? 0) >= 15 && Date.parse(puntos[i]!.fecha) - Date.parse(puntos[i - 1]!.fecha) <= 3 * 60_000;
  let best = { start: 0, ms: 0 };
  let start = 0;
  for (let i = 1; i < puntos.length; i++) {
    if (!moving(i)) start = i;
    const ms = Date.parse(puntos[i]!.fecha) - Date.parse(puntos[start]!.fecha);
    if (ms > best.ms) best = { start, ms };
  }
  return best;
}

test('the follow camera keeps the moving vehicle centred, and stops when turned off or when the map is dragged', async ({ page }) => {
  test.slow();
  const { desde, hasta } = recentRange(7);
  const { puntos } = (await fetchRoute(page, HIGHWAY_TRUCK, desde, hasta)).datos;
  // An hour on the road without a stop is 12 s of playback at x300, more than the two plays below
  // take even when clicks run slow on a busy machine (each play lasts only until its movement is seen).
  const drive = longestDrive(puntos);
  expect(drive.ms).toBeGreaterThan(60 * 60_000);
  await openReplay(page, replayUrl(HIGHWAY_TRUCK, desde, hasta, { t: formatApiDateTime(Date.parse(puntos[drive.start]!.fecha)), x: '300' }));
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
