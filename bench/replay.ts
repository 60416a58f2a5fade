/**
 * Route replay benchmark (`npm run bench:replay`; needs `npx next build` first).
 *
 * Starts the embedded API (e2e fleet) and the production app, then in Chromium:
 *  1. data received → path drawn, for the real 7-day route of a truck (baseline) and for the
 *     same week at ~60,000 points (a 10-second device, see replay-dense-route.ts);
 *  2. playback of the 60,000-point week at x300 for a few seconds: React commits per animation
 *     frame, long tasks and the longest gap between frames.
 * Prints the figures; it asserts nothing.
 */
import { chromium, type Page } from '@playwright/test';
import { flotaRecorridoSchema } from '@/lib/fleet/flota-api';
import { formatApiDateTime } from '@/lib/fleet/time';
import { PATH_DRAWN_MARK } from '@/lib/client/replay/performance-marks';
import { startFlota } from '../e2e/replay-servers';
import { densifyRoute } from './replay-dense-route';
import { PROBES_SCRIPT, type ReplayProbes } from './replay-probes';

const VEHICLE = 'veh_100003';
const DENSE_POINTS = 60_000;
const PLAYBACK_MS = 6_000;
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 4110);

interface DrawFigures {
  points: number;
  receivedToDrawnMs: number;
}

async function openReplay(page: Page, url: string): Promise<DrawFigures> {
  await page.goto(url);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PATH_DRAWN_MARK, { timeout: 120_000 });
  const [received, drawn] = await page.evaluate(
    (mark) => [window.__replayProbes.routeReceivedAt, performance.getEntriesByName(mark)[0]?.startTime ?? null],
    PATH_DRAWN_MARK,
  );
  if (received === null || drawn === null) throw new Error('no se midió la carga del recorrido');
  const points = Number(await page.getByTestId('cantidad-puntos').innerText());
  return { points, receivedToDrawnMs: drawn - received };
}

async function measurePlayback(page: Page) {
  await page.getByRole('button', { name: 'x300' }).click();
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

async function main() {
  const servers = await startFlota({ appPort: APP_PORT, simPort: SIM_PORT, simConfig: 'e2e/fixtures/sim-config.json', key: 'svc_live_e2e_central' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const hasta = Math.floor(Date.now() / 1000) * 1000;
    const desde = hasta - 7 * 86_400_000;
    const range = new URLSearchParams({ desde: formatApiDateTime(desde), hasta: formatApiDateTime(hasta) });
    const url = `${servers.appUrl}/recorrido?vehiculo=${VEHICLE}&${range}`;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, timezoneId: 'America/Argentina/Buenos_Aires' });
    await context.addInitScript({ content: PROBES_SCRIPT });

    const baselinePage = await context.newPage();
    const baseline = await openReplay(baselinePage, url);
    const real = flotaRecorridoSchema.parse(
      await (await baselinePage.request.get(`${servers.appUrl}/api/vehiculos/${VEHICLE}/recorrido?${range}`)).json(),
    );
    await baselinePage.close();

    const dense = JSON.stringify({ ...real, datos: densifyRoute(real.datos, DENSE_POINTS) });
    const densePage = await context.newPage();
    await densePage.route('**/api/vehiculos/*/recorrido?*', (route) => route.fulfill({ contentType: 'application/json', body: dense }));
    const heavy = await openReplay(densePage, url);
    const playback = await measurePlayback(densePage);

    const ms = (v: number | null) => (v === null ? 'ninguna' : `${v.toFixed(0)} ms`);
    console.log(`Recorrido de 7 días de ${VEHICLE} (build de producción, Chromium sin GPU)`);
    console.log(`  datos recibidos → trazo dibujado, ruta real (${baseline.points} puntos, línea de base): ${ms(baseline.receivedToDrawnMs)}`);
    console.log(`  datos recibidos → trazo dibujado, ${heavy.points} puntos: ${ms(heavy.receivedToDrawnMs)} (objetivo ≤ 1000 ms)`);
    console.log(`  relación 60k / línea de base: ${(heavy.receivedToDrawnMs / baseline.receivedToDrawnMs).toFixed(2)}× para ${(heavy.points / baseline.points).toFixed(1)}× puntos`);
    console.log(`Reproducción x300 durante ${PLAYBACK_MS / 1000} s (${heavy.points} puntos)`);
    console.log(`  cuadros de animación: ${playback.frames} · commits de React: ${playback.commits} · commits por cuadro: ${playback.commitsPerFrame.toFixed(3)} (objetivo: ninguno por cuadro)`);
    console.log(`  tareas largas > 50 ms: ${playback.longTasksOver50ms} · la más larga: ${ms(playback.longestTaskMs)} · mayor hueco entre cuadros: ${ms(playback.maxFrameGapMs)}`);
  } finally {
    await browser.close();
    servers.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
