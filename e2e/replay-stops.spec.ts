import { expect, test } from '@playwright/test';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { detectStops } from '@/lib/client/replay/stops';
import { buildTrack } from '@/lib/client/replay/track';
import { DRIVER, fetchRoute, openReplay, recentRange, replayUrl } from './replay-journey';

/** A number as the page writes it in es-AR (`1.234,5 km`). */
const readNumber = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

test.describe('replay: stops, totals and the route’s ends', () => {
  test('stops are listed with arrival, departure and duration, follow the chosen threshold, and seek when clicked', async ({ page }) => {
    test.slow();
    const { desde, hasta } = recentRange(7);
    const track = buildTrack((await fetchRoute(page, DRIVER, desde, hasta)).datos);
    const fiveMinutes = detectStops(track, 5 * 60_000);
    const hour = detectStops(track, 60 * 60_000);
    expect(fiveMinutes.length).toBeGreaterThan(hour.length);
    await openReplay(page, replayUrl(DRIVER, desde, hasta));

    const stops = page.getByRole('region', { name: /^Paradas/ });
    await expect(stops.getByRole('heading')).toHaveText(`Paradas (${fiveMinutes.length})`);
    await expect(page.getByTestId('totales')).toContainText(`Paradas${fiveMinutes.length}`);
    const middle = fiveMinutes[Math.floor(fiveMinutes.length / 2)]!;
    const entry = stops.getByRole('listitem').nth(Math.floor(fiveMinutes.length / 2));
    await expect(entry).toContainText(`Llegada: ${formatArgentinaDateTime(middle.arrival)}`);
    await expect(entry).toContainText(`Salida: ${formatArgentinaDateTime(middle.departure)}`);
    await expect(entry).toContainText(/Duración: \d/);
    await entry.getByRole('button').click();
    await expect(page.getByTestId('lectura-hora')).toHaveText(formatArgentinaDateTime(middle.arrival));

    await stops.getByLabel('de al menos').selectOption('60');
    await expect(stops.getByRole('heading')).toHaveText(`Paradas (${hour.length})`);
    await expect(stops.getByRole('listitem')).toHaveCount(hour.length);
  });

  test('the distance is the API’s (gps points only) and the route’s start and end are marked', async ({ page }) => {
    const { desde, hasta } = recentRange(7);
    const route = (await fetchRoute(page, DRIVER, desde, hasta)).datos;
    await openReplay(page, replayUrl(DRIVER, desde, hasta));

    const distance = page.getByTestId('totales').locator('dt', { hasText: 'Distancia (solo GPS)' }).locator('xpath=following-sibling::dd[1]');
    expect(readNumber(await distance.innerText())).toBeCloseTo(route.distancia_km, 0);
    const [first, last] = [route.puntos[0]!, route.puntos.at(-1)!];
    await expect(page.getByRole('img', { name: `Inicio del recorrido, ${formatArgentinaDateTime(Date.parse(first.fecha))}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `Fin del recorrido, ${formatArgentinaDateTime(Date.parse(last.fecha))}` })).toBeVisible();
  });
});
