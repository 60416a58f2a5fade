/**
 * Route replay benchmark (`npm run bench:replay`; needs `npm run build` first).
 *
 * Starts the embedded API (e2e fleet) and the production app (the e2e users), signs in as the
 * supervisor, then in Chromium:
 *  1. data received → path drawn on the map already up (a supervisor changing the range), for
 *     the real 7-day route of a truck (baseline) and for the same week at ~60,000 points (a
 *     10-second device, see replay-dense-route.ts); first visits (real and dense week, the route
 *     loading while the map boots, each in a new browser context, and the dense week also in newly
 *     launched browsers; medians of FIRST_VISITS) are printed apart, with the part after both
 *     were ready;
 *  2. playback of the 60,000-point week at x300 for a few seconds: React commits per animation
 *     frame, long tasks and the longest gap between frames.
 * Prints the figures; it asserts nothing.
 */
import { cpus, loadavg } from 'node:os';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { flotaRecorridoSchema } from '@/lib/fleet/flota-api';
import { formatApiDateTime } from '@/lib/fleet/time';
import { PATH_DRAWN_MARK, ROUTE_RECEIVED_MARK } from '@/lib/client/replay/route-marks';
import { startFlota } from '../e2e/replay-servers';
import { CONTRASENA_E2E, E2E_AUTH_ENV } from '../e2e/support/session-state';
import { densifyRoute } from './replay-dense-route';
import { PROBES_SCRIPT, type ReplayProbes } from './replay-probes';
import { E2E_START } from '../e2e/support/fleet-clock';

const VEHICLE = 'veh_100003';
const DENSE_POINTS = 60_000;
const PLAYBACK_MS = 6_000;
const REPEATS = 3;
const FIRST_VISITS = 5;
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 4110);

/** MapView marks when the map's style is parsed: from then on layers can join it. */
const MAP_READY_MARK = 'flota:estilo-listo';

/**
 * A first visit: the route may arrive before the map has booted. Besides data received → path
 * drawn, how long the path took once both the data and the map were there.
 */
async function firstVisitTimes(page: Page): Promise<{ receivedToDrawnMs: number; bothReadyToDrawnMs: number }> {
  const receivedToDrawnMs = await drawTime(page, 1);
  const [received, ready, drawn] = await page.evaluate(
    (marks) => marks.map((mark) => performance.getEntriesByName(mark).at(-1)?.startTime ?? Number.NaN),
    [ROUTE_RECEIVED_MARK, MAP_READY_MARK, PATH_DRAWN_MARK],
  );
  return { receivedToDrawnMs, bothReadyToDrawnMs: drawn! - Math.max(received!, ready!) };
}

/** Milliseconds from the route's last byte to the path on screen, for the `nth` route the page has drawn. */
async function drawTime(page: Page, nth: number): Promise<number> {
  await page.waitForFunction(([mark, n]) => performance.getEntriesByName(mark as string).length >= (n as number), [PATH_DRAWN_MARK, nth] as const, {
    timeout: 180_000,
  });
  const [received, drawn] = await page.evaluate(
    (marks) => marks.map((mark) => performance.getEntriesByName(mark).at(-1)?.startTime ?? null),
    [ROUTE_RECEIVED_MARK, PATH_DRAWN_MARK],
  );
  if (received == null || drawn == null) throw new Error('no se midió la carga del recorrido');
  return drawn - received;
}

/** Asks for another range from the page's own form, as a supervisor would (minute precision, Argentina time). */
async function chooseRange(page: Page, desde: number, hasta: number): Promise<void> {
  await page.getByLabel('Desde').fill(formatApiDateTime(desde).slice(0, 16));
  await page.getByLabel('Hasta').fill(formatApiDateTime(hasta).slice(0, 16));
  await page.getByRole('button', { name: 'Ver recorrido' }).click();
}

const pointsShown = async (page: Page) => Number(await page.getByTestId('cantidad-puntos').innerText());

async function measurePlayback(page: Page) {
  await page.getByRole('button', { name: 'x300', exact: true }).click();
  const before = await page.evaluate(() => ({ ...window.__replayProbes, longTasks: window.__replayProbes.longTasks.length }));
  await page.evaluate(() => {
    window.__replayProbes.maxFrameGapMs = 0;
  });
  await page.getByRole('button', { name: 'Reproducir' }).click();
  await page.waitForTimeout(PLAYBACK_MS);
  const after: ReplayProbes = await page.evaluate(() => window.__replayProbes);
  await page.getByRole('button', { name: 'Pausar' }).click();
  const frames = after.frames - before.frames;
  const commits = after.commits - before.commits;
  const longTasks = after.longTasks.slice(before.longTasks);
  return {
    frames,
    commits,
    commitsPerFrame: commits / Math.max(1, frames),
    longTasksOver50ms: longTasks.length,
    longestTaskMs: longTasks.length ? Math.max(...longTasks) : null,
    maxFrameGapMs: after.maxFrameGapMs,
  };
}

/**
 * This machine has no GPU. Headless Chromium then composites in software and reads every WebGL
 * frame back to the CPU (GLES2::ReadPixels on the main thread), a cost no desktop with a GPU
 * pays; SwiftShader in the GPU process is the closer stand-in for one. Both are measured.
 */
const BROWSERS = [
  { name: 'Chromium headless, composición por software', args: ['--no-sandbox'] },
  {
    name: 'Chromium con composición GPU emulada (SwiftShader)',
    args: ['--no-sandbox', '--ignore-gpu-blocklist', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--enable-gpu-rasterization'],
  },
];

/** A signed-in supervisor's context, with the probes installed (and the dense week served instead of the real one, when given). */
async function supervisorContext(browser: Browser, appUrl: string, denseBody?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, timezoneId: 'America/Argentina/Buenos_Aires' });
  await context.addInitScript({ content: PROBES_SCRIPT });
  // The replay is the supervisor's page; the context's request shares its cookie with the page.
  const signIn = await context.request.post(`${appUrl}/api/sesion`, { data: { usuario: 'supervisor', contrasena: CONTRASENA_E2E } });
  if (!signIn.ok()) throw new Error(`no se pudo ingresar como supervisor: ${signIn.status()}`);
  if (denseBody) await context.route('**/api/vehiculos/*/recorrido?*', (route) => route.fulfill({ contentType: 'application/json', body: denseBody }));
  return context;
}

const launch = (args: string[]) => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });

/**
 * First visits, median of FIRST_VISITS (the slowest printed too). `fresh: 'context'`: each in a
 * new context of one running browser, as someone opening a shared link in their open browser
 * (the GPU process keeps the programs it compiled for earlier visits). `fresh: 'browser'`: each
 * in a browser launched for it, with no cache of any kind: the harder case.
 */
async function firstVisits(appUrl: string, args: string[], url: string, fresh: 'context' | 'browser', denseBody?: string) {
  const visits: Awaited<ReturnType<typeof firstVisitTimes>>[] = [];
  let browser: Browser | null = null;
  try {
    for (let k = 0; k < FIRST_VISITS; k++) {
      if (fresh === 'browser' || !browser) {
        await browser?.close();
        browser = await launch(args);
      }
      const context = await supervisorContext(browser, appUrl, denseBody);
      const page = await context.newPage();
      await page.goto(url);
      visits.push(await firstVisitTimes(page));
      await context.close();
    }
  } finally {
    await browser?.close();
  }
  const drawn = visits.map((v) => v.receivedToDrawnMs);
  return {
    receivedToDrawnMs: median(drawn),
    slowestMs: Math.max(...drawn),
    bothReadyToDrawnMs: median(visits.map((v) => v.bothReadyToDrawnMs)),
  };
}

async function measureBrowser(appUrl: string, args: string[]) {
  const minute = 60_000;
  // A week before the fleet clock's start (e2e/support/fleet-clock.ts): the same route on every run.
  const hasta = E2E_START - 5 * minute;
  const week = 7 * 86_400_000;
  const range = new URLSearchParams({ desde: formatApiDateTime(hasta - week), hasta: formatApiDateTime(hasta) });
  const url = `${appUrl}/recorrido?vehiculo=${VEHICLE}&${range}`;
  const browser = await launch(args);
  try {
    const context = await supervisorContext(browser, appUrl);
    const real = flotaRecorridoSchema.parse(await (await context.request.get(`${appUrl}/api/vehiculos/${VEHICLE}/recorrido?${range}`)).json());
    // The same week from a device reporting every ~10 s.
    const dense = JSON.stringify({ ...real, datos: densifyRoute(real.datos, DENSE_POINTS) });
    // First visits: the map boots while the route loads; the figure includes the basemap.
    const firstVisit = await firstVisits(appUrl, args, url, 'context');
    const heavyFirstVisit = await firstVisits(appUrl, args, url, 'context', dense);
    const heavyColdVisit = await firstVisits(appUrl, args, url, 'browser', dense);

    const page = await context.newPage();
    await page.goto(url);
    await drawTime(page, 1);
    // Each figure is the median of REPEATS range changes on the map already up (this machine is shared).
    let drawn = 1;
    const switchTimes = async (offsetMinutes: number) => {
      const times: number[] = [];
      for (let k = 0; k < REPEATS; k++) {
        const shift = (offsetMinutes + k) * minute;
        await chooseRange(page, hasta - week - shift, hasta - shift);
        times.push(await drawTime(page, ++drawn));
      }
      return { receivedToDrawnMs: median(times), points: await pointsShown(page) };
    };
    // Baseline: other real weeks.
    const baseline = await switchTimes(1);
    await context.route('**/api/vehiculos/*/recorrido?*', (route) => route.fulfill({ contentType: 'application/json', body: dense }));
    const heavy = await switchTimes(1 + REPEATS);
    await page.waitForTimeout(1_000);
    return { firstVisit, heavyFirstVisit, heavyColdVisit, baseline, heavy, playback: await measurePlayback(page) };
  } finally {
    await browser.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const ms = (v: number | null) => (v === null ? 'ninguna' : `${v.toFixed(0)} ms`);

function report(name: string, figures: Awaited<ReturnType<typeof measureBrowser>>): void {
  const { firstVisit, heavyFirstVisit, heavyColdVisit, baseline, heavy, playback } = figures;
  console.log(`${name} — recorrido de 7 días de ${VEHICLE}, build de producción`);
  for (const [label, visit, goal] of [
    ['ruta real, contextos nuevos', firstVisit, ''],
    [`${heavy.points} puntos, contextos nuevos`, heavyFirstVisit, ' (objetivo ≤ 1000 ms)'],
    [`${heavy.points} puntos, navegadores recién abiertos`, heavyColdVisit, ' (objetivo ≤ 1000 ms)'],
  ] as const) {
    console.log(
      `  primera visita, ${label}, mediana de ${FIRST_VISITS} (el mapa arranca mientras llega la ruta): ` +
        `datos recibidos → trazo dibujado ${ms(visit.receivedToDrawnMs)}${goal}, la más lenta ${ms(visit.slowestMs)}; ` +
        `con datos y mapa listos → trazo dibujado ${ms(visit.bothReadyToDrawnMs)}`,
    );
  }
  console.log(`  datos recibidos → trazo dibujado (mediana de ${REPEATS}), ruta real (${baseline.points} puntos, línea de base): ${ms(baseline.receivedToDrawnMs)}`);
  console.log(`  datos recibidos → trazo dibujado (mediana de ${REPEATS}), ${heavy.points} puntos: ${ms(heavy.receivedToDrawnMs)} (objetivo ≤ 1000 ms)`);
  console.log(
    `  relación ${heavy.points} / línea de base: ${(heavy.receivedToDrawnMs / baseline.receivedToDrawnMs).toFixed(2)}× el tiempo para ${(heavy.points / baseline.points).toFixed(1)}× los puntos`,
  );
  console.log(`  reproducción x300 durante ${PLAYBACK_MS / 1000} s: ${playback.frames} cuadros, ${playback.commits} commits de React (${playback.commitsPerFrame.toFixed(3)} por cuadro; objetivo: ninguno por cuadro)`);
  console.log(`  tareas largas > 50 ms: ${playback.longTasksOver50ms} · la más larga: ${ms(playback.longestTaskMs)} (objetivo ≤ 50 ms) · mayor hueco entre cuadros: ${ms(playback.maxFrameGapMs)}`);
}

async function main() {
  const servers = await startFlota({
    appPort: APP_PORT,
    simPort: SIM_PORT,
    simConfig: 'e2e/fixtures/sim-config.json',
    key: 'svc_live_e2e_central',
    env: E2E_AUTH_ENV,
  });
  try {
    // Two shared cores: the load says how far to trust the figures.
    console.log(`Carga del equipo al empezar: ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min, ${cpus().length} núcleos)`);
    for (const { name, args } of BROWSERS) report(name, await measureBrowser(servers.appUrl, args));
  } finally {
    servers.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
