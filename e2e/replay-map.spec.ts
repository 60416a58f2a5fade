import { type Page, expect, test } from '@playwright/test';
import { eventosEnvelopeSchema } from '@/lib/fleet/schemas/envelopes';
import { formatApiDateTime } from '@/lib/fleet/time';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { DRIVER, fetchRoute, openReplay, recentRange, replayUrl } from './replay-journey';
import { type ScreenPoint, mapFrame } from './support/map-frame';

/** FitToRoute's padding around the route, in pixels, and the zoom it never goes past. */
const FIT_PADDING_PX = 48;
const FIT_MAX_ZOOM = 15;

type LonLat = { longitud: number; latitud: number };

/**
 * True when the map frames the points as fit-to-route does: every point on screen, and the
 * route filling the map but for the padding (or the closest zoom allowed). The whole of
 * Argentina on screen also holds every point, so being on screen alone proves nothing.
 */
async function framesRoute(page: Page, points: readonly LonLat[]): Promise<boolean> {
  const frame = await mapFrame(page);
  const onScreen = points.map((p) => frame.project(p.longitud, p.latitud));
  const inside = onScreen.every(({ x, y }) => x >= -1 && y >= -1 && x <= frame.width + 1 && y <= frame.height + 1);
  const span = (axis: 'x' | 'y') => Math.max(...onScreen.map((p) => p[axis])) - Math.min(...onScreen.map((p) => p[axis]));
  const fill = Math.max(span('x') / (frame.width - 2 * FIT_PADDING_PX), span('y') / (frame.height - 2 * FIT_PADDING_PX));
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

  // Fails when the chosen days hold no event clear of the route's ends (the truck parked across a
  // weekend); choosing the vehicle and days by querying the API is owed.
  test.fixme('the events are circles on the map where they happened; clicking one describes it and moves playback there', async ({ page }) => {
    const { desde, hasta } = recentRange(2);
    const params = new URLSearchParams({ vehiculos: DRIVER, desde: formatApiDateTime(desde), hasta: formatApiDateTime(hasta) });
    const answer = await page.request.get(`/api/eventos?${params}`, { headers: { accept: 'application/json' } });
    expect(answer.ok()).toBe(true);
    const eventos = eventosEnvelopeSchema
      .parse(await answer.json())
      .datos.flatMap(({ fecha, latitud, longitud }) => (latitud !== null && longitud !== null ? [{ fecha, latitud, longitud }] : []));
    expect(eventos.length).toBeGreaterThan(0);
    const puntos = (await fetchRoute(page, DRIVER, desde, hasta)).datos.puntos;
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    await expect(page.getByRole('region', { name: /^Eventos/ }).getByRole('button').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => framesRoute(page, puntos), { timeout: 10_000 }).toBe(true);

    // The place furthest from the other events' places and from the start and end pins (which
    // sit over the map and take clicks). A parked vehicle's events share one place: clicking it
    // may pick any of them.
    let frame = await mapFrame(page);
    const at = (p: LonLat): ScreenPoint => frame.project(p.longitud, p.latitud);
    const apart = (a: ScreenPoint, b: ScreenPoint) => Math.hypot(a.x - b.x, a.y - b.y);
    const ends = [puntos[0]!, puntos.at(-1)!];
    const room = (e: LonLat) => {
      const others = eventos.filter((o) => apart(at(o), at(e)) > 0.5);
      return Math.min(...[...others, ...ends].map((o) => apart(at(o), at(e))));
    };
    // Only an event well inside the map, clear of the legend and the controls over its edges.
    const inner = ({ x, y }: ScreenPoint) => x > 0.2 * frame.width && x < 0.8 * frame.width && y > 0.2 * frame.height && y < 0.8 * frame.height;
    const candidatos = eventos.filter((e) => inner(at(e)));
    expect(candidatos.length).toBeGreaterThan(0);
    const evento = candidatos.reduce((best, e) => (room(e) > room(best) ? e : best));

    // Zoomed in around it (the wheel keeps the place under the pointer where it is) until a
    // click's width around it holds no other event: how close they lie depends on the day.
    const box = (await page.getByTestId('map').boundingBox())!;
    for (let k = 0; k < 8 && room(evento) <= 14; k++) {
      const { x, y } = at(evento);
      const before = frame.zoom;
      await page.mouse.move(box.x + x, box.y + y);
      await page.mouse.wheel(0, -240);
      await expect.poll(async () => (frame = await mapFrame(page)).zoom).toBeGreaterThan(before + 0.2);
    }
    // The wheel's zoom eases on a little after its first stop.
    await page.waitForTimeout(500);
    frame = await mapFrame(page);
    expect(room(evento)).toBeGreaterThan(14);
    expect(inner(at(evento))).toBe(true);

    const { x, y } = at(evento);
    await page.mouse.click(box.x + x, box.y + y);
    // One popup, the event's (drawn over a stop, if it happened at one).
    await expect(page.locator('.maplibregl-popup')).toHaveCount(1);
    const there = new Set(eventos.filter((e) => apart(at(e), at(evento)) <= 0.5).map((e) => e.fecha));
    await expect.poll(async () => there.has((await page.getByTestId('lectura-hora').getAttribute('datetime')) ?? '')).toBe(true);
    const seeked = Date.parse((await page.getByTestId('lectura-hora').getAttribute('datetime'))!);
    await expect(page.locator('.maplibregl-popup')).toContainText(formatArgentinaDateTime(seeked));
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
