/**
 * The reports page (`/informes`) drawn for 1,000 vehicles × 30 closed days (30,000 vehicle-days)
 * on the production build. Goals: the summary's answer ≤ 1 s server time, the page drawn ≤ 2 s.
 *   npm run bench:report-page
 *
 * The embedded Fleet API (own process) has 1,000 vehicles at the suite's fleet clock; an embedded
 * store (PGlite, the default deployment) is filled beforehand with synthetic closed days of those
 * vehicles (bench/support/report-days.ts), then the app runs on it with the history sync off
 * (FLOTA_SYNC_DAYS=0), so nothing else writes. Measured, RUNS times each:
 *   - `GET /api/informes/resumen` from Node on loopback (wall time, the size sent and raw);
 *   - in Chromium, from navigation start to the table's first row and the chart's canvas, and how
 *     that time splits around the summary's request (Resource Timing);
 *   - switching to Conducta and Uso, and toggling "Por día" (30,000 rows: a second request,
 *     `/api/informes/dias`), from the click.
 * Baseline in the same run: the same page and answer for 100 of the vehicles over 7 days.
 */
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { daysFrom } from '@/lib/store/argentina-days';
import { openStore } from '@/lib/store/store';
import { startApp } from './support/next-app';
import { type Figure, percentile, printFigures } from './support/report';
import { dayTemplates, fillReportDays } from './support/report-days';
import { startBenchSimProcess } from './support/sim';

const VEHICLES = 1_000;
const DESDE = '2026-02-09';
const HASTA = '2026-03-10';
const BASELINE = { vehicles: 100, desde: '2026-03-04' };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KEY = 'svc_live_bench_reports';
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3340);

/** Selectors of what "drawn" means: the report's table (by its tab's name) with a body row, and the chart's canvas. */
interface Drawn {
  table: string;
  /** `aria-rowcount` to wait for: rows + header + totals (a toggle redraws the same table). */
  rowCount?: number;
}

async function simVehicleIds(simUrl: string): Promise<string[]> {
  const answer = await fetch(`${simUrl}/v1/vehiculos`, { headers: { authorization: `Bearer ${KEY}` } });
  const body = (await answer.json()) as { datos: { id: string }[] };
  return body.datos.map((v) => v.id);
}

/** The embedded store of the app, filled with every vehicle-day of the range, then closed for the app to open. */
async function filledDataDir(vehiculos: string[], dias: string[]): Promise<{ dataDir: string; fillS: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'flota-bench-report-page-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const started = performance.now();
  const store = await openStore({ engine: 'embedded', dataDir, retentionDays: 90, leaseMs: 20_000, instanceId: 'bench' });
  await fillReportDays(store, vehiculos, dias, dayTemplates(dias));
  await store.close();
  return { dataDir, fillS: (performance.now() - started) / 1000 };
}

/** One GET as Chromium asks it (Brotli accepted), timed to its last byte; the body as sent and decoded, and the vehicle-days it sums. */
function timedGet(url: string, cookie: string): Promise<{ ms: number; sent: number; raw: number; encoding: string; dias: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers: { cookie, 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const ms = performance.now() - started;
        if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'] ?? 'identity';
        const raw = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        const { total } = JSON.parse(raw.toString('utf8')) as { total: { dias: number } };
        resolve({ ms, sent: body.length, raw: raw.length, encoding, dias: total.dias });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Resolves with the page's clock once the report is drawn (checked every frame). */
async function drawnAt(page: Page, drawn: Drawn): Promise<number> {
  const handle = await page.waitForFunction(
    ({ table, rowCount }) => {
      const element = document.querySelector(`table[aria-label="${table}"]`);
      if (!element?.querySelector('tbody tr') || !document.querySelector('figure canvas')) return false;
      if (rowCount !== undefined && element.getAttribute('aria-rowcount') !== String(rowCount)) return false;
      return performance.now();
    },
    drawn,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Clicks the element with `text` inside `scope` from within the page, and times it to `drawn`. */
async function timedClick(page: Page, scope: string, text: string, drawn: Drawn): Promise<number> {
  const clickedAt = await page.evaluate(
    ({ scope, text }) => {
      const target = [...document.querySelectorAll<HTMLElement>(scope)].find((e) => e.textContent?.trim() === text);
      if (!target) throw new Error(`no ${scope} «${text}»`);
      const at = performance.now();
      target.click();
      return at;
    },
    { scope, text },
  );
  return (await drawnAt(page, drawn)) - clickedAt;
}

/** The summary request's Resource Timing entry: when it started and ended, and its sizes. */
const summaryTiming = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/informes/resumen')) as PerformanceResourceTiming | undefined;
    if (!entry) throw new Error('no request of the summary');
    return { start: entry.startTime, ttfb: entry.responseStart, end: entry.responseEnd, sent: entry.encodedBodySize, raw: entry.decodedBodySize };
  });

interface PageRun {
  total: number;
  beforeRequest: number;
  server: number;
  transfer: number;
  afterAnswer: number;
  sent: number;
  raw: number;
}

async function loadPage(browser: Browser, cookie: string, url: string, vehicles: number): Promise<{ page: Page; run: PageRun }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-AR' });
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await page.goto(url);
  const total = await drawnAt(page, { table: 'Resumen', rowCount: vehicles + 2 });
  const t = await summaryTiming(page);
  const run = { total, beforeRequest: t.start, server: t.ttfb - t.start, transfer: t.end - t.ttfb, afterAnswer: total - t.end, sent: t.sent, raw: t.raw };
  return { page, run };
}

interface Interactions {
  conducta: number;
  uso: number;
  perDay: number;
}

/** From Resumen: to Conducta, to Uso, back to Resumen (not timed), then "Por día" on. */
async function interact(page: Page, vehicleDays: number): Promise<Interactions> {
  const tab = 'nav a';
  const conducta = await timedClick(page, tab, 'Conducta', { table: 'Conducta' });
  const uso = await timedClick(page, tab, 'Uso', { table: 'Uso' });
  await timedClick(page, tab, 'Resumen', { table: 'Resumen' });
  const perDay = await timedClick(page, 'label', 'Por día', { table: 'Resumen', rowCount: vehicleDays + 2 });
  return { conducta, uso, perDay };
}

const reportUrl = (base: string, desde: string, vehiculos?: string[]) =>
  `${base}/informes?desde=${desde}&hasta=${HASTA}${vehiculos ? `&vehiculos=${vehiculos.join(',')}` : ''}`;
const apiUrl = (base: string, desde: string, vehiculos?: string[]) =>
  `${base}/api/informes/resumen?desde=${desde}&hasta=${HASTA}${vehiculos ? `&vehiculos=${vehiculos.join(',')}` : ''}`;

/** RUNS page loads after one that warms the server (its caches, the vehicle list), each in a fresh browser context. */
async function pageRuns(browser: Browser, cookie: string, url: string, vehicles: number, vehicleDays?: number) {
  const runs: PageRun[] = [];
  const interactions: Interactions[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const { page, run: measured } = await loadPage(browser, cookie, url, vehicles);
    if (run > 0) {
      runs.push(measured);
      if (vehicleDays !== undefined) interactions.push(await interact(page, vehicleDays));
    }
    await page.context().close();
  }
  return { runs, interactions };
}

async function apiRuns(url: string, cookie: string, expectedDays: number) {
  const runs = [];
  for (let run = 0; run <= RUNS; run++) {
    const answer = await timedGet(url, cookie);
    if (answer.dias !== expectedDays) throw new Error(`${answer.dias} vehicle-days answered, ${expectedDays} expected`);
    if (run > 0) runs.push(answer);
  }
  return runs;
}

const p50 = (xs: number[]) => percentile(xs, 50);
const p95 = (xs: number[]) => percentile(xs, 95);
const kb = (bytes: number) => bytes / 1024;

async function main() {
  const dias = daysFrom(DESDE, HASTA);
  const sim = await startBenchSimProcess(VEHICLES, [{ key: KEY, name: 'bench', unitsPerMinute: 1_000_000 }]);
  try {
    const vehiculos = await simVehicleIds(sim.url);
    if (vehiculos.length !== VEHICLES) throw new Error(`the sim lists ${vehiculos.length} vehicles`);
    const { dataDir, fillS } = await filledDataDir(vehiculos, dias);
    const app = await startApp(APP_PORT, { FLEET_API_BASE_URL: sim.url, FLEET_API_KEY: KEY, FLOTA_DATA_DIR: dataDir, FLOTA_SYNC_DAYS: '0' });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const few = vehiculos.slice(0, BASELINE.vehicles);
      const baselineDays = BASELINE.vehicles * daysFrom(BASELINE.desde, HASTA).length;
      const api = await apiRuns(apiUrl(app.url, DESDE), app.cookie, VEHICLES * dias.length);
      const apiBaseline = await apiRuns(apiUrl(app.url, BASELINE.desde, few), app.cookie, baselineDays);
      const full = await pageRuns(browser, app.cookie, reportUrl(app.url, DESDE), VEHICLES, VEHICLES * dias.length);
      const small = await pageRuns(browser, app.cookie, reportUrl(app.url, BASELINE.desde, few), BASELINE.vehicles);
      print({ fillS, api, apiBaseline, full, small });
    } finally {
      await browser.close();
      await app.stop();
    }
  } finally {
    await sim.close();
  }
}

type Measured = {
  fillS: number;
  api: Awaited<ReturnType<typeof apiRuns>>;
  apiBaseline: Awaited<ReturnType<typeof apiRuns>>;
  full: Awaited<ReturnType<typeof pageRuns>>;
  small: Awaited<ReturnType<typeof pageRuns>>;
};

function print({ fillS, api, apiBaseline, full, small }: Measured) {
  const of = <T>(xs: T[], pick: (x: T) => number) => xs.map(pick);
  const apiMs = of(api, (a) => a.ms);
  const pageMs = of(full.runs, (r) => r.total);
  const both = (name: string, xs: number[], unit: string, goal?: Figure['goal']): Figure[] => [
    { name: `${name} p50`, value: p50(xs), unit, goal },
    { name: `${name} p95`, value: p95(xs), unit, goal },
  ];
  printFigures(`Reports page, ${VEHICLES} vehicles × 30 closed days (embedded store, production build, ${RUNS} runs)`, [
    { name: 'store filled beforehand (30,000 vehicle-days)', value: fillS, unit: 's' },
    ...both('GET /api/informes/resumen, wall time on loopback', apiMs, 'ms', { op: '<=', value: 1_000 }),
    { name: `its body as sent (${api[0]!.encoding})`, value: kb(api[0]!.sent), unit: 'KB' },
    { name: 'its body raw (JSON)', value: kb(api[0]!.raw), unit: 'KB' },
    ...both('page: navigation → table row and chart drawn', pageMs, 'ms', { op: '<=', value: 2_000 }),
    { name: '  of which: navigation → summary requested p50', value: p50(of(full.runs, (r) => r.beforeRequest)), unit: 'ms' },
    { name: '  of which: request → first byte (server) p50', value: p50(of(full.runs, (r) => r.server)), unit: 'ms' },
    { name: '  of which: first → last byte p50', value: p50(of(full.runs, (r) => r.transfer)), unit: 'ms' },
    { name: '  of which: answer → drawn (parse, aggregate, render) p50', value: p50(of(full.runs, (r) => r.afterAnswer)), unit: 'ms' },
    { name: 'Chromium: body as sent', value: kb(full.runs[0]!.sent), unit: 'KB' },
    { name: 'Chromium: body decoded', value: kb(full.runs[0]!.raw), unit: 'KB' },
    ...both('tab Conducta, click → drawn', of(full.interactions, (i) => i.conducta), 'ms'),
    ...both('tab Uso, click → drawn', of(full.interactions, (i) => i.uso), 'ms'),
    ...both('"Por día" on (30,000 rows), click → drawn', of(full.interactions, (i) => i.perDay), 'ms'),
  ]);
  const baselineApi = of(apiBaseline, (a) => a.ms);
  const baselinePage = of(small.runs, (r) => r.total);
  printFigures(`Baseline: the same page, ${BASELINE.vehicles} vehicles × 7 days`, [
    ...both('GET /api/informes/resumen', baselineApi, 'ms'),
    { name: 'its body as sent', value: kb(apiBaseline[0]!.sent), unit: 'KB' },
    ...both('page: navigation → drawn', baselinePage, 'ms'),
    { name: '  of which: answer → drawn p50', value: p50(of(small.runs, (r) => r.afterAnswer)), unit: 'ms' },
    { name: 'API 1,000 × 30 ÷ baseline (p50)', value: p50(apiMs) / p50(baselineApi), unit: '×' },
    { name: 'page 1,000 × 30 ÷ baseline (p50)', value: p50(pageMs) / p50(baselinePage), unit: '×' },
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
