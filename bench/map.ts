/**
 * `npm run bench:map`: the live map's speed on the production build, printed as figures.
 *
 * Starts the embedded Fleet API with 20,000 vehicles (bench/fixtures/sim-map-20k.json; a second key
 * sees 10,000 of them), two `next start` of the current build pointed at it, and a naive DOM-marker
 * baseline page, then measures in Chromium:
 *   1. 10,000 vehicles: navigation → all drawn (target ≤ 1.5 s);
 *   2. 20,000 vehicles: longest main-thread task while one snapshot update is applied (target
 *      ≤ 50 ms), and the same for the baseline in the same run, as a ratio;
 *   3. the map page's JavaScript, gzip (target ≤ 450 KB), main thread and workers apart;
 *   4. main-thread heap over a sustained run of updates every 10 s (the gateway's fastest poll):
 *      BENCH_MEMORY_MINUTES long (default 5, not the 30 of the issue, to fit a work session).
 * Ports: BENCH_APP_PORT (3305, +1, +2) and BENCH_SIM_PORT (4315).
 */
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { loadSimConfig } from '../lib/sim/config';
import { startSim } from '../lib/sim/server';
import { signInCookie, startAppOn } from '../e2e/live-map-servers';
import { startBaseline } from './map-baseline';
import { traceTasks, type TaskSplit } from './map-trace';
import { firstMarks, heapAfterGc, longTasksBetween, pageNow, recordLongTasks, scriptSizes, waitDrawn } from './map-probes';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3305);
const SIM_PORT = Number(process.env.BENCH_SIM_PORT ?? 4315);
const MEMORY_MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 5);
const POLL_S = 10;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

/** Load average over the last minute: the figures below depend on it (2 cores shared with other work). */
const load = () => os.loadavg()[0]!.toFixed(1);

/** `name=value` of the benchmark's session (admin of the e2e users), set in main(). */
let session = '';

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const [name, value] = session.split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await recordLongTasks(page);
  return page;
}

/** How many vehicles the app's snapshot holds (fleets have some that never reported). */
async function located(appUrl: string): Promise<number> {
  const body = (await (await fetch(`${appUrl}/api/posiciones`, { headers: { cookie: session } })).json()) as { cantidad: number };
  return body.cantidad;
}

async function navigation10k(browser: Browser, url: string, count: number) {
  const times: number[] = [];
  const steps: string[] = [];
  let sizes: Awaited<ReturnType<typeof scriptSizes>> | undefined;
  for (let run = 0; run < 4; run++) {
    const page = await newPage(browser);
    const requested = new Set<string>();
    page.context().on('request', (r) => requested.add(r.url()));
    await page.goto(url);
    const { at } = await waitDrawn(page, count);
    // The first run warms the server's caches and the HTTP cache of nothing (each context is new).
    if (run > 0) {
      times.push(at);
      steps.push(Object.entries(await firstMarks(page)).map(([k, v]) => `${k} ${v}`).join(', '));
    }
    sizes ??= await scriptSizes(page, requested);
    await page.context().close();
  }
  return { times, steps, sizes: sizes! };
}

async function updates20k(browser: Browser, page: Awaited<ReturnType<typeof newPage>>, vehicles: number, count: number) {
  let { version, at } = await waitDrawn(page, vehicles);
  const worst: number[] = [];
  const splits: TaskSplit[] = [];
  for (let i = 0; i < count; i++) {
    const from = at;
    splits.push(
      await traceTasks(browser, page, async () => {
        ({ version, at } = await waitDrawn(page, vehicles, version, (POLL_S + 30) * 1000));
        await sleep(1_000);
      }),
    );
    worst.push(Math.max(0, ...(await longTasksBetween(page, from + 1, at + 1_000))));
  }
  return { worst, splits };
}

async function baselineUpdates(browser: Browser, url: string, count: number) {
  const page = await newPage(browser);
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { baselineReady?: Promise<number> }).baselineReady, null, { timeout: 30_000 });
  const markers = await page.evaluate(() => (window as unknown as { baselineReady: Promise<number> }).baselineReady);
  const createdIn = Date.now() - started;
  const worst: number[] = [];
  const splits: TaskSplit[] = [];
  for (let i = 0; i < count; i++) {
    await sleep(POLL_S * 1000);
    const from = await pageNow(page);
    splits.push(
      await traceTasks(browser, page, async () => {
        await page.evaluate(() => (window as unknown as { applySnapshot: () => Promise<number> }).applySnapshot());
        await sleep(1_000);
      }),
    );
    worst.push(Math.max(0, ...(await longTasksBetween(page, from, from + 60_000))));
  }
  await page.context().close();
  return { markers, createdIn, worst, splits };
}

async function memoryRun(page: Awaited<ReturnType<typeof newPage>>) {
  const cdp = await page.context().newCDPSession(page);
  const samples: { minute: number; heapMb: number; nodes: number }[] = [];
  const start = Date.now();
  while (Date.now() - start < MEMORY_MINUTES * 60_000) {
    samples.push({ minute: (Date.now() - start) / 60_000, ...(await heapAfterGc(cdp)) });
    await sleep(30_000);
  }
  samples.push({ minute: (Date.now() - start) / 60_000, ...(await heapAfterGc(cdp)) });
  const version = Number(await page.getByTestId('dibujados').getAttribute('data-version'));
  return { samples, version };
}

/** Least-squares slope of heap over time, in MB per minute. */
function slope(points: { minute: number; heapMb: number }[]): number {
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.minute, 0) / n;
  const my = points.reduce((a, p) => a + p.heapMb, 0) / n;
  const num = points.reduce((a, p) => a + (p.minute - mx) * (p.heapMb - my), 0);
  const den = points.reduce((a, p) => a + (p.minute - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

async function main() {
  const config = loadSimConfig('bench/fixtures/sim-map-20k.json');
  const sim = await startSim({ config, port: SIM_PORT });
  const common = { FLEET_API_BASE_URL: sim.url, FLOTA_POSITIONS_POLL_S: String(POLL_S), FLOTA_LOG: 'silent' };
  const [app10k, app20k] = await Promise.all([
    startAppOn(APP_PORT, { ...common, FLEET_API_KEY: 'svc_live_bench_map_10k' }),
    startAppOn(APP_PORT + 1, { ...common, FLEET_API_KEY: 'svc_live_bench_map' }),
  ]);
  session = await signInCookie(app20k.url);
  const baseline = await startBaseline(app20k.url, APP_PORT + 2);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
  });
  try {
    console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start`);
    const [on10k, on20k] = await Promise.all([located(app10k.url), located(app20k.url)]);
    const nav = await navigation10k(browser, app10k.url, on10k);
    console.log(`1. 10,000 vehicles (${on10k} located), navigation → all drawn: median ${ms(median(nav.times))} (runs: ${nav.times.map(ms).join(', ')}; target ≤ 1500 ms)`);
    console.log(`   steps (ms since navigation), per run: ${nav.steps.join(' | ')}`);
    console.log(
      `3. first-load JS, gzip: main thread ${kb(nav.sizes.main)} (MapLibre included; target ≤ 450 KB); web workers (MapLibre's, the fleet worker's zod and schemas) ${kb(nav.sizes.workers)}; all ${kb(nav.sizes.main + nav.sizes.workers)}`,
    );

    const live = await newPage(browser);
    await live.goto(app20k.url);
    const ours = await updates20k(browser, live, on20k, 3);
    const base = await baselineUpdates(browser, baseline.url, 3);
    const oursWorst = Math.max(...ours.worst);
    const baseWorst = Math.max(...base.worst);
    const ownWork = (splits: TaskSplit[]) => Math.max(...splits.map((t) => t.longestWithoutCommit));
    const commitShare = (splits: TaskSplit[]) => `${Math.round(100 * Math.max(...splits.map((t) => t.commitShare)))}%`;
    console.log(`2. 20,000 vehicles (${on20k} located), longest main-thread task applying one snapshot: ours ${ours.worst.map(ms).join(', ')} (worst ${ms(oursWorst)}; target ≤ 50 ms)`);
    console.log(`   naive DOM markers (${base.markers} markers, created in ${ms(base.createdIn)}): ${base.worst.map(ms).join(', ')} (worst ${ms(baseWorst)})`);
    console.log(`   ratio baseline ÷ ours (worst vs worst): ${(baseWorst / Math.max(1, oursWorst)).toFixed(1)}×`);
    console.log(
      `   same updates traced: longest task without the GPU commit wait: ours ${ms(ownWork(ours.splits))}, baseline ${ms(ownWork(base.splits))}, ratio ${(ownWork(base.splits) / Math.max(1, ownWork(ours.splits))).toFixed(1)}×; share of long-task time spent waiting for software WebGL: ours ${commitShare(ours.splits)}, baseline ${commitShare(base.splits)}`,
    );

    console.log(`   (load average ${load()})`);
    const memory = await memoryRun(live);
    const first = memory.samples[0]!;
    const last = memory.samples.at(-1)!;
    console.log(
      `4. memory over ${MEMORY_MINUTES} min of 20,000-vehicle updates every ${POLL_S} s (${memory.version} snapshots drawn): heap after GC ${first.heapMb.toFixed(1)} → ${last.heapMb.toFixed(1)} MB (max ${Math.max(...memory.samples.map((s) => s.heapMb)).toFixed(1)}), slope ${slope(memory.samples.slice(1)).toFixed(2)} MB/min; DOM nodes ${first.nodes} → ${last.nodes}`,
    );
  } finally {
    await browser.close();
    await Promise.all([app10k.stop(), app20k.stop(), baseline.close()]);
    await sim.close();
  }
}

await main();
