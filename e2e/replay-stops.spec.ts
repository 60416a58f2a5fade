import { type Page, expect, test } from '@playwright/test';
import { eventosEnvelopeSchema } from '@/lib/fleet/schemas/envelopes';
import { formatApiDateTime } from '@/lib/fleet/time';
import { formatsFor } from '@/lib/client/format/formats';
import { DEFAULT_STOP_MINUTES, GAP_MS } from '@/lib/client/replay/replay-settings';
import { detectStops } from '@/lib/client/replay/stops';
import { buildTrack } from '@/lib/client/replay/track';
import { DRIVER, fetchRoute, openReplay, recentRange, replayUrl } from './replay-journey';
import { type ScreenPoint, mapFrame } from './support/map-frame';
import { allOnCanvas, apart, ring, viewSettled } from './support/map-hit';
import { itemAt, listSize } from './support/virtual-list';
import { PLACE_PHRASE } from './support/place-phrase';

const { dateTimeSeconds: formatArgentinaDateTime, duration: formatDuration } = formatsFor('es-AR');

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

/** A stop's marker is a 9 px circle with a 2 px rim: nothing else clickable within this of its centre. */
const STOP_ROOM_PX = 24;
/** Where on the stop's rim to click: outside the 7.5 px event circles drawn on it, inside its 11. */
const RIM_PX = 10;
const EVENT_DRAWN_PX = 7.5;
/** Events this close to a stop are on it. */
const ON_STOP_M = 10;
/** Past this zoom 10 m would be more than a pixel or so, and the events on a stop would spread over its rim. */
const MAX_ZOOM = 14;

/** Metres between two nearby places (equirectangular: exact enough across a few kilometres). */
function metres(a: { longitud: number; latitud: number }, b: { longitud: number; latitud: number }): number {
  const rad = Math.PI / 180;
  const x = (a.longitud - b.longitud) * rad * Math.cos(((a.latitud + b.latitud) / 2) * rad);
  return Math.hypot(x, (a.latitud - b.latitud) * rad) * 6_371_000;
}

/** The vehicle's events with a place, as the page gets them. */
async function fetchEvents(page: Page, vehiculo: string, desde: number, hasta: number) {
  const params = new URLSearchParams({ vehiculos: vehiculo, desde: formatApiDateTime(desde), hasta: formatApiDateTime(hasta) });
  const answer = await page.request.get(`/api/eventos?${params}`, { headers: { accept: 'application/json' } });
  expect(answer.ok()).toBe(true);
  return eventosEnvelopeSchema
    .parse(await answer.json())
    .datos.flatMap(({ latitud, longitud }) => (latitud !== null && longitud !== null ? [{ latitud, longitud }] : []));
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
    // A virtual list: only the stops in view are in the page, each with its place among all.
    expect(await listSize(stops)).toBe(fiveMinutes.length);
    expect(await stops.getByRole('listitem').count()).toBeLessThanOrEqual(Math.min(fiveMinutes.length, 20));
    const entry = await itemAt(stops, Math.floor(fiveMinutes.length / 2) + 1);
    await expect(entry).toContainText(`Llegada: ${formatArgentinaDateTime(middle.arrival)}`);
    await expect(entry).toContainText(`Salida: ${formatArgentinaDateTime(middle.departure)}`);
    await expect(entry).toContainText(/Duración: \d/);
    await expect(entry.getByTestId('lugar-parada')).toHaveText(PLACE_PHRASE, { timeout: 15_000 });
    await entry.getByRole('button').click();
    await expect(page.getByTestId('lectura-hora')).toHaveText(formatArgentinaDateTime(middle.arrival));

    await stops.getByLabel('de al menos').selectOption('60');
    await expect(stops.getByRole('heading')).toHaveText(`Paradas (${hour.length})`);
    await expect.poll(() => listSize(stops)).toBe(hour.length);
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

test.describe('replay: the stops on the map', () => {
  test.use({ viewport: { width: 1366, height: 1024 } });

  test('a click on a stop’s marker shows its arrival, departure and duration and moves playback to its arrival', async ({ page }) => {
    const { desde, hasta } = recentRange(7);
    const route = (await fetchRoute(page, DRIVER, desde, hasta)).datos;
    const stops = detectStops(buildTrack(route), DEFAULT_STOP_MINUTES * 60_000);
    const eventos = await fetchEvents(page, DRIVER, desde, hasta);
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    await expect(page.getByRole('region', { name: /^Eventos/ }).getByRole('button').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => viewSettled(page), { timeout: 15_000 }).toBe(true);

    // Stops wholly inside the range. The vehicle's engine events happen where it stops, so
    // their circles sit on the stop's (drawn over it): a click inside those picks the event,
    // and one on the stop's rim, beyond them, the stop. Everything else must stand clear.
    const box = (await page.getByTestId('map').boundingBox())!;
    let frame = await mapFrame(page);
    const onPage = (p: { longitud: number; latitud: number }): ScreenPoint => {
      const at = frame.project(p.longitud, p.latitud);
      return { x: box.x + at.x, y: box.y + at.y };
    };
    const placeOf = (k: number) => ({ longitud: stops[k]!.lon, latitud: stops[k]!.lat });
    const onStop = (k: number) => eventos.filter((e) => metres(e, placeOf(k)) <= ON_STOP_M);
    const others = (k: number) => [
      ...stops.filter((_, j) => j !== k).map((s) => ({ longitud: s.lon, latitud: s.lat })),
      ...eventos.filter((e) => metres(e, placeOf(k)) > ON_STOP_M),
      route.puntos[0]!,
      route.puntos.at(-1)!,
    ];
    const room = (k: number) => Math.min(...others(k).map((o) => apart(onPage(o), onPage(placeOf(k)))));
    const rim = (k: number): ScreenPoint => ({ x: onPage(placeOf(k)).x + RIM_PX, y: onPage(placeOf(k)).y });
    const clear = async (k: number) => room(k) > STOP_ROOM_PX && (await allOnCanvas(page, [onPage(placeOf(k)), ...ring(onPage(placeOf(k)), STOP_ROOM_PX)]));
    const inner = stops.map((_, k) => k).filter((k) => !stops[k]!.startsBeforeRange && !stops[k]!.endsAfterRange);
    const inView = (p: ScreenPoint) => p.x > box.x + 40 && p.x < box.x + box.width - 40 && p.y > box.y + 60 && p.y < box.y + box.height - 120;
    const onMap = inner.filter((k) => inView(onPage(placeOf(k))));
    expect(onMap.length).toBeGreaterThan(0);
    // The roomiest stop, zoomed in around it (the wheel keeps the place under the pointer) while
    // its neighbours still crowd it, no closer than the events on it stay within a pixel.
    const k = onMap.reduce((best, j) => (room(j) > room(best) ? j : best));
    for (let step = 0; step < 8 && frame.zoom < MAX_ZOOM && !(await clear(k)); step++) {
      await page.mouse.move(onPage(placeOf(k)).x, onPage(placeOf(k)).y);
      await page.mouse.wheel(0, -240);
      await expect.poll(() => viewSettled(page)).toBe(true);
      frame = await mapFrame(page);
    }
    expect(await clear(k), `la parada ${k + 1} sigue tapada o amontonada`).toBe(true);
    const target = onStop(k).length > 0 ? rim(k) : onPage(placeOf(k));
    expect(Math.min(...onStop(k).map((e) => apart(onPage(e), target)))).toBeGreaterThan(EVENT_DRAWN_PX + 1);

    const stop = stops[k]!;
    await page.mouse.click(target.x, target.y);
    const popup = page.locator('.maplibregl-popup');
    await expect(popup).toHaveCount(1);
    await expect(popup).toContainText(`Parada ${k + 1}`);
    await expect(popup).toContainText(`Llegada: ${formatArgentinaDateTime(stop.arrival)}`);
    await expect(popup).toContainText(`Salida: ${formatArgentinaDateTime(stop.departure)}`);
    await expect(popup).toContainText(`Duración: ${formatDuration(stop.durationMs)}`);
    await expect(page.getByTestId('lectura-hora')).toHaveText(formatArgentinaDateTime(stop.arrival));
  });
});
