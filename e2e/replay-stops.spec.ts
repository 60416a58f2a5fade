import { expect, test } from '@playwright/test';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { formatDuration } from '@/lib/client/replay/display-format';
import { DEFAULT_STOP_MINUTES, GAP_MS } from '@/lib/client/replay/replay-settings';
import { detectStops } from '@/lib/client/replay/stops';
import { buildTrack } from '@/lib/client/replay/track';
import { DRIVER, fetchRoute, openReplay, recentRange, replayUrl } from './replay-journey';

type RoutePoint = { fecha: string; velocidad_kmh: number | null; encendido: boolean | null };

/**
 * Driving time as the issue means it, from the API's points: each interval that starts at a
 * point moving with its engine not reported off, unless the data has a hole there; and the
 * speed weighted by those intervals.
 */
function drivingOf(puntos: readonly RoutePoint[]): { drivingMs: number; speedTimesMs: number } {
  let drivingMs = 0;
  let speedTimesMs = 0;
  puntos.forEach((p, i) => {
    const next = puntos[i + 1];
    if (!next || !p.velocidad_kmh || p.encendido === false) return;
    const dt = Date.parse(next.fecha) - Date.parse(p.fecha);
    if (dt > GAP_MS) return;
    drivingMs += dt;
    speedTimesMs += p.velocidad_kmh * dt;
  });
  return { drivingMs, speedTimesMs };
}

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

  test('the totals are the route’s (distance from gps points only, as the API has it) and its start and end are marked', async ({ page }) => {
    const { desde, hasta } = recentRange(7);
    const route = (await fetchRoute(page, DRIVER, desde, hasta)).datos;
    await openReplay(page, replayUrl(DRIVER, desde, hasta));

    const total = (label: string) => page.getByTestId('totales').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    expect(readNumber(await total('Distancia (solo GPS)').innerText())).toBeCloseTo(route.distancia_km, 0);
    const motion = drivingOf(route.puntos);
    expect(motion.drivingMs).toBeGreaterThan(0);
    await expect(total('En movimiento')).toHaveText(formatDuration(motion.drivingMs));
    await expect(total('Detenido')).toHaveText(formatDuration(detectStops(buildTrack(route), DEFAULT_STOP_MINUTES * 60_000).reduce((sum, s) => sum + s.durationMs, 0)));
    await expect(total('Velocidad máxima')).toHaveText(`${Math.max(...route.puntos.map((p) => p.velocidad_kmh ?? 0))} km/h`);
    await expect(total('Velocidad media en movimiento')).toHaveText(`${Math.round(motion.speedTimesMs / motion.drivingMs)} km/h`);
    const [first, last] = [route.puntos[0]!, route.puntos.at(-1)!];
    await expect(page.getByRole('img', { name: `Inicio del recorrido, ${formatArgentinaDateTime(Date.parse(first.fecha))}` })).toBeVisible();
    await expect(page.getByRole('img', { name: `Fin del recorrido, ${formatArgentinaDateTime(Date.parse(last.fecha))}` })).toBeVisible();
  });
});
