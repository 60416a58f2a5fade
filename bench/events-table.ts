import { chromium, type Page } from '@playwright/test';
import { HISTORY_MARKS } from '@/lib/client/events/history-marks';
import { formatApiDateTime } from '@/lib/fleet/time';
import { E2E_START } from '../e2e/support/fleet-clock';

/**
 * The history page's table in Chromium on the production build: how soon rows show once data
 * arrives, and how smooth scrolling and sorting are, for ~100,000 events and for a small baseline.
 */
export interface TableFigures {
  filas: number;
  /** First rows on screen after the first part's data arrived. */
  primerasFilasMs: number;
  /** Every row in the table after the last part arrived. */
  todasLasFilasMs: number;
  scroll: ScrollFigures;
  /** The same scroll with the CPU slowed 4× (DevTools throttling): the margin left for a busy machine. */
  scrollLento: ScrollFigures;
  ordenarMs: number;
  buscarMs: number;
}

export interface ScrollFigures {
  tareasLargas: number;
  tareaMasLargaMs: number;
  cuadroP95Ms: number;
  cuadroMaxMs: number;
}

const DAY = 86_400_000;

/**
 * The `desde` that makes the range ending at the fleet clock's start (e2e/support/fleet-clock.ts,
 * already past, the same events on every run) hold about `wanted` events (the page then asks for it).
 */
export async function desdeForRows(appUrl: string, wanted: number, cookie: string): Promise<number> {
  const now = E2E_START;
  const params = new URLSearchParams({ desde: formatApiDateTime(now - 14 * DAY), hasta: formatApiDateTime(now) });
  const response = await fetch(`${appUrl}/api/eventos?${params}`, { headers: { accept: 'application/json', cookie } });
  const body = (await response.json()) as { datos: { fecha: string }[] };
  const fechas = body.datos.map((e) => Date.parse(e.fecha)).sort((a, b) => b - a);
  if (fechas.length < wanted) throw new Error(`only ${fechas.length} events in 14 days; the bench fleet is too small`);
  return fechas[wanted - 1] as number;
}

export function historyUrl(appUrl: string, desde: number, extra: Record<string, string> = {}): string {
  const wall = (ms: number) => formatApiDateTime(ms).slice(0, 16);
  const params = new URLSearchParams({ rango: 'personalizado', desde: wall(desde), hasta: wall(E2E_START), ...extra });
  return `${appUrl}/eventos?${params}`;
}

export async function measureTable(
  appUrl: string,
  session: { usuario: string; contrasena: string },
  desde: number,
  extra: Record<string, string> = {},
): Promise<TableFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
    // tsx keeps function names with a `__name` helper that the page's own context lacks.
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    // The context's request shares its cookie jar with the page.
    const signIn = await page.context().request.post(`${appUrl}/api/sesion`, { data: session });
    if (!signIn.ok()) throw new Error(`no se pudo ingresar como ${session.usuario}: ${signIn.status()}`);
    await page.goto(historyUrl(appUrl, desde, extra));
    const filas = await waitForFullTable(page);
    const marks = await page.evaluate((names) => {
      const of = (name: string) =>
        performance.getEntriesByName(name).map((m) => ({ t: m.startTime, filas: ((m as PerformanceMark).detail as { filas: number }).filas }));
      return { data: of(names.data), end: of(names.end), table: of(names.table) };
    }, HISTORY_MARKS);
    const firstData = marks.data.find((m) => m.filas > 0);
    const firstRows = marks.table.find((m) => m.filas > 0);
    const allRows = marks.table.find((m) => m.filas === filas);
    const lastData = marks.end.at(-1);
    if (!firstData || !firstRows || !allRows || !lastData) throw new Error('the page did not leave its timing marks');
    const scroll = await measureScroll(page);
    const scrollLento = await throttled(page, 4, () => measureScroll(page));
    const ordenarMs = await timeTableChange(page, () => page.getByRole('columnheader', { name: /Vehículo/ }).getByRole('button').click());
    const buscarMs = await timeTableChange(page, () => page.getByLabel('Buscar en los resultados').fill('camion'));
    return {
      filas,
      primerasFilasMs: firstRows.t - firstData.t,
      todasLasFilasMs: allRows.t - lastData.t,
      scroll,
      scrollLento,
      ordenarMs,
      buscarMs,
    };
  } finally {
    await browser.close();
  }
}

export async function waitForFullTable(page: Page): Promise<number> {
  await page.getByTestId('progreso-historial').and(page.locator('[data-fase="listo"]')).waitFor({ timeout: 15 * 60_000 });
  return page.waitForFunction(
    (names) => {
      const end = performance.getEntriesByName(names.end).at(-1) as PerformanceMark | undefined;
      const filas = (end?.detail as { filas: number } | undefined)?.filas;
      const shown = performance.getEntriesByName(names.table).some((m) => ((m as PerformanceMark).detail as { filas: number }).filas === filas);
      return shown ? filas : null;
    },
    HISTORY_MARKS,
    { timeout: 60_000 },
  ).then((handle) => handle.jsonValue() as Promise<number>);
}

/**
 * A person scrolling: 100 mouse-wheel notches (120 px each, one per frame: about 7,000 px a
 * second, a fast flick), then jumps to the middle, the end, a quarter and the top, watching
 * long tasks and frame times.
 */
export async function measureScroll(page: Page): Promise<ScrollFigures> {
  const table = page.getByTestId('tabla-eventos');
  const box = await table.boundingBox();
  if (!box) throw new Error('the table is not on screen');
  await page.evaluate(() => {
    const w = window as unknown as { bench: { long: number[]; frames: number[]; on: boolean; observer: PerformanceObserver } };
    const long: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => long.push(e.duration)));
    w.bench = { long, frames: [], on: true, observer };
    observer.observe({ type: 'longtask' });
    let last = performance.now();
    const frame = (t: number) => {
      w.bench.frames.push(t - last);
      last = t;
      if (w.bench.on) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 100; i++) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(16);
  }
  for (const fraction of [0.5, 1, 0.25, 0]) {
    await table.evaluate((el, f) => el.scrollTo({ top: (el.scrollHeight - el.clientHeight) * f }), fraction);
    await page.waitForTimeout(250);
  }
  return page.evaluate(() => {
    const w = window as unknown as { bench: { long: number[]; frames: number[]; on: boolean; observer: PerformanceObserver } };
    w.bench.on = false;
    w.bench.observer.takeRecords().forEach((e) => w.bench.long.push(e.duration));
    w.bench.observer.disconnect();
    const frames = w.bench.frames.slice(1).sort((a, b) => a - b);
    return {
      tareasLargas: w.bench.long.length,
      tareaMasLargaMs: Math.max(0, ...w.bench.long),
      cuadroP95Ms: frames[Math.floor(frames.length * 0.95)] ?? 0,
      cuadroMaxMs: frames.at(-1) ?? 0,
    };
  });
}

export async function throttled<T>(page: Page, rate: number, measure: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await measure();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** From a user action to the next table render it causes. */
async function timeTableChange(page: Page, act: () => Promise<void>): Promise<number> {
  const before = await page.evaluate((name) => performance.getEntriesByName(name).length, HISTORY_MARKS.table);
  const start = await page.evaluate(() => performance.now());
  await act();
  const handle = await page.waitForFunction(
    ({ name, count }) => performance.getEntriesByName(name)[count]?.startTime ?? null,
    { name: HISTORY_MARKS.table, count: before },
    { timeout: 60_000 },
  );
  return ((await handle.jsonValue()) as number) - start;
}
