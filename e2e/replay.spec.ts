import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { formatApiDateTime } from '@/lib/fleet/time';
import { formatsFor } from '@/lib/client/format/formats';
import { DRIVER, fetchRoute, openReplay, readoutTime, recentRange, replayUrl } from './replay-journey';
import { itemAt, listSize } from './support/virtual-list';

const formatArgentinaDateTime = formatsFor('es-AR').dateTimeSeconds;

/**
 * The events come after the path, behind whatever else the suite is spending the key's budget on
 * (120 units a minute): in a full run, beside the 7-day and export tests, they once took over 30 s.
 * A whole minute refills the budget.
 */
const EVENTS_WAIT_MS = 60_000;
const EVENTS_TEST_MS = 120_000;

test.describe('route replay', () => {
  test('plays time-true, pauses, and the keyboard does the same', async ({ page }) => {
    const { desde, hasta } = recentRange(2);
    await openReplay(page, replayUrl(DRIVER, desde, hasta, { x: '1000' }));
    const start = await readoutTime(page);

    const beforePlay = Date.now();
    await page.getByRole('button', { name: 'Reproducir' }).click();
    const playing = Date.now();
    await page.waitForTimeout(2_000);
    const pausing = Date.now();
    await page.getByRole('button', { name: 'Pausar' }).click();
    const afterPause = Date.now();
    const paused = await readoutTime(page);
    // Time-true at x1000: never more route time than 1000 × the real time that passed (the
    // readout has whole seconds), and most of it, though a loaded machine drops slow frames.
    expect(paused - start).toBeLessThanOrEqual((afterPause - beforePlay) * 1000 + 1000);
    expect(paused - start).toBeGreaterThan((pausing - playing) * 1000 * 0.25);

    await page.waitForTimeout(800);
    expect(await readoutTime(page)).toBe(paused);
    await expect(page).toHaveURL(new RegExp(`t=${encodeURIComponent(formatApiDateTime(paused))}`));

    await page.locator('body').press(' ');
    await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
    await page.locator('body').press(' ');
    await expect(page.getByRole('button', { name: 'Reproducir' })).toBeVisible();
  });

  test("the readout shows the route's points when stepping and seeking from the slider", async ({ page }) => {
    const { desde, hasta } = recentRange(2);
    const route = await fetchRoute(page, DRIVER, desde, hasta);
    const puntos = route.datos.puntos;
    expect(puntos.length).toBeGreaterThan(60);
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    await expect(page.getByTestId('cantidad-puntos')).toHaveText(String(puntos.length));

    await expect(page.getByTestId('lectura-hora')).toHaveAttribute('datetime', puntos[0]!.fecha);
    await page.getByRole('button', { name: 'Punto siguiente' }).click();
    await page.getByRole('button', { name: 'Punto siguiente' }).click();
    await expect(page.getByTestId('lectura-hora')).toHaveAttribute('datetime', puntos[2]!.fecha);
    await page.locator('body').press('ArrowLeft');
    await expect(page.getByTestId('lectura-hora')).toHaveAttribute('datetime', puntos[1]!.fecha);

    const target = puntos.find((p) => p.velocidad_kmh !== null && p.velocidad_kmh > 0) ?? puntos[50]!;
    await page.getByRole('slider', { name: 'Momento del recorrido' }).fill(String(Date.parse(target.fecha) / 1000));
    await expect(page.getByTestId('lectura-hora')).toHaveAttribute('datetime', target.fecha);
    await expect(page.getByTestId('lectura-velocidad')).toHaveText(target.velocidad_kmh === null ? 'sin dato' : `${target.velocidad_kmh} km/h`);
    await expect(page.getByTestId('lectura-origen')).toHaveText(target.origen === 'gps' ? 'GPS' : /aproximada|sin dato/);
    await expect(page.getByTestId('lectura-motor')).toHaveText(target.encendido === null ? 'sin dato' : target.encendido ? 'Encendido' : 'Apagado');
  });

  test('a shared link opens at its cursor and speed; arrow keys change the speed', async ({ page }) => {
    const { desde, hasta } = recentRange(2);
    const cursor = desde + 30 * 3_600_000;
    await openReplay(page, replayUrl(DRIVER, desde, hasta, { t: formatApiDateTime(cursor), x: '60' }));
    await expect(page.getByTestId('lectura-hora')).toHaveAttribute('datetime', formatApiDateTime(cursor));
    await expect(page.getByRole('button', { name: 'x60', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.locator('body').press('ArrowUp');
    await expect(page.getByRole('button', { name: 'x300', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/x=300/);
    await page.locator('body').press('ArrowDown');
    await page.locator('body').press('ArrowDown');
    await expect(page.getByRole('button', { name: 'x10', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.locator('body').press('ArrowDown');
    await expect(page.getByRole('button', { name: 'x1', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Every speed the issue asks for, from x1 to x1000, can be chosen.
    const speeds = page.getByRole('toolbar', { name: 'Reproducción' }).getByRole('button', { name: /^x\d+$/ });
    await expect(speeds).toHaveText(['x1', 'x10', 'x60', 'x300', 'x1000']);
    await speeds.last().click();
    await expect(page).toHaveURL(/x=1000/);
  });

  test('clicking the speed chart seeks to that time and moves its cursor there', async ({ page }) => {
    const { desde, hasta } = recentRange(2);
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    const plot = page.getByTestId('grafico-velocidad').locator('.u-over');
    const box = await plot.boundingBox();
    if (!box) throw new Error('the chart has no plot area');

    await plot.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
    const expected = desde + 0.75 * (hasta - desde);
    await expect.poll(() => readoutTime(page)).toBeGreaterThan(expected - 0.01 * (hasta - desde));
    expect(await readoutTime(page)).toBeLessThan(expected + 0.01 * (hasta - desde));
    // The chart's playback cursor stands where the chart was clicked.
    await expect
      .poll(async () => {
        const line = await page.getByTestId('cursor-grafico').boundingBox();
        return line ? Math.abs(line.x + line.width / 2 - (box.x + box.width * 0.75)) : Number.POSITIVE_INFINITY;
      })
      .toBeLessThan(3);
  });

  test('clicking an event moves playback to it', async ({ page }) => {
    test.setTimeout(EVENTS_TEST_MS);
    const { desde, hasta } = recentRange(2);
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    const region = page.getByRole('region', { name: /^Eventos/ });
    await expect(region.getByRole('button').first()).toBeVisible({ timeout: EVENTS_WAIT_MS });
    const last = (await itemAt(region, await listSize(region))).getByRole('button');
    const when = (await last.innerText()).match(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/)?.[0];
    await last.click();
    await expect(page.getByTestId('lectura-hora')).toHaveText(when ?? 'sin fecha');
  });

  test("the vehicle's events are on the speed chart in their category's colour, and clicking one seeks there", async ({ page }) => {
    test.setTimeout(EVENTS_TEST_MS);
    const { desde, hasta } = recentRange(2);
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    const region = page.getByRole('region', { name: /^Eventos/ });
    await expect(region.getByRole('button').first()).toBeVisible({ timeout: EVENTS_WAIT_MS });
    const marks = page.getByTestId('eventos-grafico').getByRole('button');
    const count = await listSize(region);
    await expect(marks).toHaveCount(count);
    await expect(page.getByTestId('eventos-linea-de-tiempo').getByRole('button')).toHaveCount(count);

    await marks.first().scrollIntoViewIfNeeded();
    // A mark no other mark covers at its centre (marks minutes apart overlap; a user clicks the one on top).
    const k = await marks.evaluateAll((els) =>
      els.findIndex((el) => {
        const box = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    );
    expect(k).toBeGreaterThanOrEqual(0);
    const listed = (await itemAt(region, k + 1)).getByRole('button');
    const when = (await listed.innerText()).match(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/)?.[0];
    const mark = marks.nth(k);
    const categoria = await mark.getAttribute('data-categoria');
    expect(categoria).toBeTruthy();
    // The list draws the category's icon in the category's colour (components/events/CategoryIcon.tsx).
    expect(await mark.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await listed.locator('span').first().evaluate((el) => getComputedStyle(el).color),
    );
    await mark.click();
    await expect(page.getByTestId('lectura-hora')).toHaveText(when ?? 'sin fecha');
  });

  test('exports parse back with one entry per point, in Argentina time', async ({ page }) => {
    const { desde, hasta } = recentRange(1);
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    const count = Number(await page.getByTestId('cantidad-puntos').innerText());
    expect(count).toBeGreaterThan(0);

    const download = async (name: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
      return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
    };

    const gpx = await download('GPX');
    expect(gpx.name).toMatch(/^recorrido_.+\.gpx$/);
    expect(XMLValidator.validate(gpx.text)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (tag) => tag === 'trkseg' || tag === 'trkpt' }).parse(gpx.text);
    const trkpts = (doc.gpx.trk.trkseg as { trkpt: { time: string }[] }[]).flatMap((s) => s.trkpt);
    expect(trkpts).toHaveLength(count);
    expect(trkpts[0]!.time).toMatch(/-03:00$/);

    const geojson = JSON.parse((await download('GeoJSON')).text);
    const points = geojson.features.filter((f: { geometry: { type: string } }) => f.geometry.type === 'Point');
    expect(points).toHaveLength(count);
    expect(points[0].properties.fecha).toMatch(/-03:00$/);

    const csv = (await download('CSV')).text.trimEnd().split('\r\n');
    expect(csv[0]).toBe('fecha,latitud,longitud,velocidad_kmh,rumbo,encendido,origen');
    expect(csv).toHaveLength(count + 1);
  });

  test('a range over 7 days loads in parts and shows the whole range', async ({ page }) => {
    const { desde, hasta } = recentRange(10);
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    await expect(page.getByTestId('partes')).toHaveText('cargado en 2 partes');
    await expect(page.getByTestId('rango-desde')).toHaveText(formatArgentinaDateTime(desde));
    await expect(page.getByTestId('rango-hasta')).toHaveText(formatArgentinaDateTime(hasta));

    const route = await fetchRoute(page, DRIVER, desde, hasta);
    expect(route.partes).toBe(2);
    const puntos = route.datos.puntos;
    await expect(page.getByTestId('cantidad-puntos')).toHaveText(String(puntos.length));
    // Both parts are there: points within the first and the last day of the range.
    expect(Date.parse(puntos[0]!.fecha)).toBeLessThan(desde + 86_400_000);
    expect(Date.parse(puntos.at(-1)!.fecha)).toBeGreaterThan(hasta - 86_400_000);

    const slider = page.getByRole('slider', { name: 'Momento del recorrido' });
    await expect(slider).toHaveAttribute('min', String(Math.floor(desde / 1000)));
    await expect(slider).toHaveAttribute('max', String(Math.ceil(hasta / 1000)));
    await slider.fill(String(Math.ceil(hasta / 1000)));
    await expect(page.getByTestId('lectura-hora')).toHaveAttribute('datetime', formatApiDateTime(hasta));
  });
});
