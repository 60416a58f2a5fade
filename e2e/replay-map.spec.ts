import { type Page, expect, test } from '@playwright/test';
import { formatsFor } from '@/lib/client/format/formats';
import { type EventChoice, type ExpectedMap, type PlacedApiEvent, chooseClearEvents, routePlaces } from './replay-event-choice';
import { DRIVER, fetchRoute, openReplay, readoutTime, recentRange, replayUrl } from './replay-journey';
import type { LonLat } from './support/fitted-view';
import { type ScreenPoint, mapFrame } from './support/map-frame';
import { allOnCanvas, apart, ring, viewSettled } from './support/map-hit';

const formatArgentinaDateTime = formatsFor('es-AR').dateTimeSeconds;

/** FitToRoute's padding around the route, in pixels, and the zoom it never goes past. */
const FIT_PADDING_PX = 48;
const FIT_MAX_ZOOM = 15;

/** How far down the map is free of the speed legend (which covers its bottom left), in map pixels. */
async function freeHeight(page: Page, mapHeight: number): Promise<number> {
  const [map, legend] = await Promise.all([page.getByTestId('map').boundingBox(), page.getByTestId('leyenda-velocidad').boundingBox()]);
  if (!map || !legend) return mapHeight;
  return Math.min(mapHeight, legend.y - map.y);
}

/**
 * True when the map frames the points as fit-to-route does: every point on screen and clear of
 * the legend, and the route filling the rest of the map but for the padding (or the closest
 * zoom allowed). The whole of Argentina on screen also holds every point, so being on screen
 * alone proves nothing.
 */
async function framesRoute(page: Page, points: readonly LonLat[]): Promise<boolean> {
  const frame = await mapFrame(page);
  const bottom = await freeHeight(page, frame.height);
  const onScreen = points.map((p) => frame.project(p.longitud, p.latitud));
  const inside = onScreen.every(({ x, y }) => x >= -1 && y >= -1 && x <= frame.width + 1 && y <= bottom + 1);
  const span = (axis: 'x' | 'y') => Math.max(...onScreen.map((p) => p[axis])) - Math.min(...onScreen.map((p) => p[axis]));
  const fill = Math.max(span('x') / (frame.width - 2 * FIT_PADDING_PX), span('y') / (bottom - 2 * FIT_PADDING_PX));
  return inside && (fill > 0.9 || frame.zoom >= FIT_MAX_ZOOM - 0.01);
}

/** The `rotateZ` MapLibre gives the moving vehicle's marker, 0–360. */
async function markerRotation(page: Page): Promise<number> {
  const transform = await page.getByTestId('marcador-vehiculo').evaluate((el) => el.style.transform);
  const degrees = Number(/rotateZ\((-?[\d.]+)deg\)/.exec(transform)?.[1] ?? Number.NaN);
  return ((degrees % 360) + 360) % 360;
}

const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

test.describe('replay: what is drawn on the map', () => {
  test('the map frames the whole route when it loads, and again from «Ajustar al recorrido»', async ({ page }) => {
    const { desde, hasta } = recentRange(7);
    const puntos = (await fetchRoute(page, DRIVER, desde, hasta)).datos.puntos;
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    await expect.poll(() => framesRoute(page, puntos), { timeout: 10_000 }).toBe(true);

    const zoomIn = page.getByRole('button', { name: 'Acercar' });
    for (let k = 0; k < 3; k++) await zoomIn.click();
    await expect.poll(() => framesRoute(page, puntos)).toBe(false);

    await page.getByRole('button', { name: 'Ajustar al recorrido' }).click();
    await expect.poll(() => framesRoute(page, puntos), { timeout: 10_000 }).toBe(true);
  });

  test("the moving vehicle's arrow turns to the route's «rumbo» at the cursor", async ({ page }) => {
    const { desde, hasta } = recentRange(7);
    const puntos = (await fetchRoute(page, DRIVER, desde, hasta)).datos.puntos;
    // Two consecutive points, driving, whose headings are far from north and from each other.
    const k = puntos.findIndex((p, i) => {
      const next = puntos[i + 1];
      if (!next || p.rumbo === null || next.rumbo === null || !p.velocidad_kmh || !next.velocidad_kmh) return false;
      return angleBetween(p.rumbo, 0) > 30 && angleBetween(next.rumbo, 0) > 30 && angleBetween(p.rumbo, next.rumbo) > 20;
    });
    expect(k).toBeGreaterThanOrEqual(0);
    const [first, second] = [puntos[k]!, puntos[k + 1]!];
    await openReplay(page, replayUrl(DRIVER, desde, hasta, { t: first.fecha }));
    await expect(page.getByTestId('lectura-hora')).toHaveAttribute('datetime', first.fecha);

    const arrow = page.getByTestId('marcador-vehiculo').locator('path');
    await expect(arrow).toBeVisible();
    await expect.poll(async () => angleBetween(await markerRotation(page), first.rumbo!)).toBeLessThan(0.5);

    await page.getByRole('button', { name: 'Punto siguiente' }).click();
    await expect(page.getByTestId('lectura-hora')).toHaveAttribute('datetime', second.fecha);
    await expect.poll(async () => angleBetween(await markerRotation(page), second.rumbo!)).toBeLessThan(0.5);
  });
});

/** How far a tap may land from an event's circle and still pick it (clickable-layers' touch reach is 20 px past the 7.5 px circle). */
const TAP_OFFSET_PX = 22;
/** The room the chosen event needs: no other event, pin or control within a tap's reach of the tap point. */
const ROOM_PX = TAP_OFFSET_PX + 20 + 8;
/**
 * The map on the spec's tablet once the side panel is in (1046 × 548 px, its bottom 92 px under
 * the speed legend), and a band along its sides where the zoom buttons, «Ajustar al recorrido»,
 * the scale and the attribution sit: only a guide for choosing, the screen is checked after.
 */
const TABLET_MAP: ExpectedMap = { width: 1046, height: 548, padding: FIT_PADDING_PX, bottomPadding: FIT_PADDING_PX + 92, maxZoom: FIT_MAX_ZOOM, edge: 90 };

const tapBeside = (c: ScreenPoint): ScreenPoint => ({ x: c.x + TAP_OFFSET_PX, y: c.y });

/**
 * Opens the choice's replay and finds an event of it that stands clear on screen: the chosen one
 * first, then any other of the range.
 */
async function clearEventOnScreen(page: Page, choice: EventChoice): Promise<{ evento: PlacedApiEvent; target: ScreenPoint } | undefined> {
  await openReplay(page, replayUrl(choice.vehiculo, choice.desde, choice.hasta));
  await expect(page.getByRole('region', { name: /^Eventos/ }).getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => framesRoute(page, choice.recorrido.puntos), { timeout: 10_000 }).toBe(true);
  // The side panel's arrival resizes the map and refits it: wait until the view holds still.
  await expect.poll(() => viewSettled(page)).toBe(true);

  const frame = await mapFrame(page);
  const box = (await page.getByTestId('map').boundingBox())!;
  const onPage = (e: LonLat): ScreenPoint => {
    const p = frame.project(e.longitud, e.latitud);
    return { x: box.x + p.x, y: box.y + p.y };
  };
  const places = routePlaces(choice.recorrido);
  const room = (e: PlacedApiEvent) => Math.min(...[...choice.eventos.filter((o) => o.id !== e.id), ...places].map((o) => apart(onPage(o), onPage(e))));
  for (const evento of [choice.evento, ...choice.eventos.filter((o) => o.id !== choice.evento.id).sort((a, b) => room(b) - room(a))]) {
    const target = onPage(evento);
    if (room(evento) > ROOM_PX && (await allOnCanvas(page, [target, tapBeside(target), ...ring(target, ROOM_PX - 8)]))) return { evento, target };
  }
  return undefined;
}

test.describe('replay: the events on the map, on a touch tablet', () => {
  // A landscape tablet: it takes taps, and Playwright's mouse still clicks.
  test.use({ viewport: { width: 1366, height: 1024 }, hasTouch: true });

  test('the events are circles where they happened; a click on one, or a tap near it, describes it and moves playback there', async ({ page }) => {
    const choices = await chooseClearEvents(page, TABLET_MAP);
    let found: Awaited<ReturnType<typeof clearEventOnScreen>>;
    for (const choice of choices) {
      found = await clearEventOnScreen(page, choice);
      if (found) break;
    }
    const tried = choices.map((c) => `${c.vehiculo} ${formatArgentinaDateTime(c.desde)}`).join(', ');
    expect(found, `en ${tried}, ningún evento queda a ${ROOM_PX} px de los demás, de las paradas, de los extremos y de los controles`).toBeDefined();
    const { evento, target } = found!;
    const popup = page.locator('.maplibregl-popup');
    const readout = page.getByTestId('lectura-hora');

    await page.mouse.click(target.x, target.y);
    await expect(popup).toHaveCount(1);
    await expect(popup).toContainText(evento.descripcion);
    await expect(popup).toContainText(formatArgentinaDateTime(Date.parse(evento.fecha)));
    await expect(readout).toHaveAttribute('datetime', evento.fecha);

    // Back to the start (the moving marker leaves the event), the popup closed; then a fingertip
    // landing beside the circle, not on it, still picks it.
    await popup.getByRole('button', { name: /cerrar|close/i }).click();
    await expect(popup).toHaveCount(0);
    await page.getByRole('slider', { name: 'Momento del recorrido' }).press('Home');
    await expect.poll(() => readoutTime(page)).toBeLessThan(Date.parse(evento.fecha) - 60_000);
    await page.touchscreen.tap(tapBeside(target).x, tapBeside(target).y);
    await expect(popup).toHaveCount(1);
    await expect(popup).toContainText(evento.descripcion);
    await expect(readout).toHaveAttribute('datetime', evento.fecha);
  });
});
