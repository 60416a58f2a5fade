/**
 * `npm run bench:map`: the live map's speed on the production build, printed as figures.
 *
 * Against the stack of `map-stack.ts` (20,000 simulated vehicles, a key that sees 10,000 of them)
 * and a naive DOM-marker baseline page, measures in Chromium:
 *   1. 10,000 vehicles: navigation → all drawn (target ≤ 1.5 s);
 *   2. 20,000 vehicles: longest main-thread task while one snapshot update is applied (target
 *      ≤ 50 ms; worst of 4 updates, the first one after the first draw included), and the same
 *      for the baseline in the same run, as a ratio;
 *   3. the map page's JavaScript, gzip (target ≤ 450 KB), main thread and workers apart.
 * Figures 1 and 2 are taken twice: with Chromium compositing in software, as it does on this
 * machine without a GPU, and with SwiftShader standing in for a GPU (see `BROWSER_MODES`).
 * BENCH_PROFILE=1 adds a CPU profile of one more update; BENCH_QUICK=1 skips the baseline;
 * BENCH_ONLY=updates skips figures 1 and 3; BENCH_ONLY=navigation measures figures 1 and 3 alone;
 * BENCH_NAV_RUNS=N times N navigations (default 3).
 * Memory over 30 minutes of updates is `npm run bench:map-memory` (bench/map-memory.ts).
 */
import os from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { startBaseline } from './map-baseline';
import { traceTasks, type TaskSplit } from './map-trace';
import { profileDuring } from './map-profile';
import { firstMarks, longTasksBetween, pageNow, scriptSizes, waitDrawn } from './map-probes';
import { ASKED_MARK } from '../lib/client/positions-query';
import { APP_PORT, BROWSER_MODES, load, POLL_S, sleep, startMapStack, type BrowserMode, type MapStack } from './map-stack';

/** BENCH_QUICK=1: while iterating, skip the DOM-marker baseline (its figures are then not printed). */
const QUICK = Boolean(process.env.BENCH_QUICK);
/** BENCH_ONLY=updates: while iterating on updates, skip the navigation runs and the script sizes. */
const UPDATES_ONLY = process.env.BENCH_ONLY === 'updates';
/** BENCH_ONLY=navigation: while working on the first draw, skip the update figures (figure 2). */
const NAV_ONLY = process.env.BENCH_ONLY === 'navigation';
/** How many navigations the first-draw figure is the median of (one more warms the server first). */
const NAV_RUNS = Number(process.env.BENCH_NAV_RUNS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function navigation10k(stack: MapStack, url: string, count: number) {
  const times: number[] = [];
  const mapReady: number[] = [];
  const steps: string[] = [];
  let sizes: Awaited<ReturnType<typeof scriptSizes>> | undefined;
  for (let run = 0; run <= NAV_RUNS; run++) {
    const page = await stack.newPage();
    const requested = new Set<string>();
    page.context().on('request', (r) => requested.add(r.url()));
    await page.goto(url);
    const { at } = await waitDrawn(page, count);
    const drawnAt = (await firstMarks(page)).dibujado ?? at;
    // The first run warms the server's caches and the HTTP cache of nothing (each context is new).
    if (run > 0) {
      times.push(at);
      // The basemap's own sources may still be loading once the vehicles are drawn: wait for them too.
      await page.waitForFunction(() => performance.getEntriesByName('flota:mapa-listo').length > 0, null, { timeout: 60_000 });
      const marks = await firstMarks(page);
      mapReady.push(Math.max(at, marks['mapa-listo'] ?? at));
      steps.push(Object.entries(marks).map(([k, v]) => `${k} ${v}`).join(', '));
    }
    sizes ??= await scriptSizes(page, requested, drawnAt);
    await page.context().close();
  }
  return { times, mapReady, steps, sizes: sizes! };
}

/**
 * The longest task of an update: the Long Tasks API does not report a task that only collects
 * garbage (V8's major GC runs as a task of its own), the trace of the same update does.
 */
const longestOf = (traced: TaskSplit, longTasks: number[]) => Math.max(traced.longest, ...longTasks, 0);

/**
 * When the page asked for the snapshot it then drew (the start of applying it). The page keeps only
 * the latest mark of each name: should the next request have started already, 0 (every task counts).
 */
const askedAt = (page: Page) =>
  page.evaluate((mark) => {
    const arrived = performance.getEntriesByName('flota:posiciones').at(-1)?.startTime ?? Infinity;
    const asked = performance.getEntriesByName(mark).at(-1)?.startTime ?? 0;
    return asked <= arrived ? asked : 0;
  }, ASKED_MARK);

/** When the latest snapshot arrived (the page keeps only the latest mark of each name). */
const lastSnapshotAt = (page: Page) => page.evaluate(() => performance.getEntriesByName('flota:posiciones').at(-1)?.startTime ?? -1);

/**
 * Waits for the map to draw a snapshot newer than those the page had: other draws (the catalogue
 * arriving after the first draw and labelling the vehicles) are not snapshot updates.
 */
async function waitSnapshotDrawn(page: Page, vehicles: number, version: number) {
  const seen = await lastSnapshotAt(page);
  let drawn = await waitDrawn(page, vehicles, version, (POLL_S + 30) * 1000);
  while ((await lastSnapshotAt(page)) <= seen) drawn = await waitDrawn(page, vehicles, drawn.version, (POLL_S + 30) * 1000);
  return drawn;
}

/**
 * Every update counts, the first after the first draw included. Updates follow one another, each
 * window from a second after the last one was drawn; the first one's starts when the page asked for
 * the snapshot. Between the first draw and that request the page finishes loading (the catalogue
 * arrives and labels the vehicles, the events feed loads and renders its backlog): that load tail is
 * printed apart.
 */
async function updates20k(browser: Browser, page: Page, vehicles: number, count: number) {
  let { version, at } = await waitDrawn(page, vehicles);
  const drawnAt = at;
  const worst: number[] = [];
  const splits: TaskSplit[] = [];
  let loadTail = 0;
  for (let i = 0; i < count; i++) {
    let from = at + 1_000;
    const split = await traceTasks(
      browser,
      page,
      async () => {
        ({ version, at } = await waitSnapshotDrawn(page, vehicles, version));
        await sleep(1_000);
      },
      i === 0 ? ASKED_MARK : undefined,
    );
    if (i === 0) {
      from = await askedAt(page);
      loadTail = Math.max(0, ...(await longTasksBetween(page, drawnAt + 1, from - 1)));
    }
    splits.push(split);
    worst.push(longestOf(split, await longTasksBetween(page, from, at + 1_000)));
  }
  return { worst, splits, loadTail };
}

async function baselineUpdates(stack: MapStack, url: string, count: number) {
  const { browser } = stack;
  const page = await stack.newPage();
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
    const split = await traceTasks(browser, page, async () => {
      await page.evaluate(() => (window as unknown as { applySnapshot: () => Promise<number> }).applySnapshot());
      await sleep(1_000);
    });
    splits.push(split);
    worst.push(longestOf(split, await longTasksBetween(page, from, from + 60_000)));
  }
  await page.context().close();
  return { markers, createdIn, worst, splits };
}

/** BENCH_PROFILE=1: the main thread's heaviest functions over one more 20,000-vehicle update. */
async function printProfile(page: Page, vehicles: number) {
  const version = Number(await page.getByTestId('dibujados').getAttribute('data-version'));
  const top = await profileDuring(page, async () => {
    await waitDrawn(page, vehicles, version, (POLL_S + 30) * 1000);
    await sleep(1_000);
  });
  console.log(`   profile of one update (self time, main thread):\n${top.map((l) => `     ${l}`).join('\n')}`);
}

type Located = { on10k: number; on20k: number };

/** Every figure but the script sizes, with Chromium drawing in `mode`. */
async function measureMode(stack: MapStack, baselineUrl: string, mode: BrowserMode, { on10k, on20k }: Located) {
  const browser = await stack.switchBrowser(mode);
  console.log(`\n== Chromium, ${BROWSER_MODES[mode].label}; load average ${load()} ==`);
  const nav = UPDATES_ONLY ? undefined : await navigation10k(stack, stack.app10k.url, on10k);
  if (nav) {
    console.log(`1. 10,000 vehicles (${on10k} located), navigation → all drawn: median ${ms(median(nav.times))} (runs: ${nav.times.map(ms).join(', ')}; target ≤ 1500 ms)`);
    console.log(`   basemap fully drawn too (MapLibre's load): median ${ms(median(nav.mapReady))}`);
    console.log(`   steps (ms since navigation), per run: ${nav.steps.join(' | ')}`);
  }
  if (NAV_ONLY) return nav;

  const live = await stack.newPage();
  await live.goto(stack.app20k.url);
  const ours = await updates20k(browser, live, on20k, 4);
  if (process.env.BENCH_PROFILE) await printProfile(live, on20k);
  await live.context().close();
  if (QUICK) {
    console.log(`2. (quick run, no baseline) 20,000 vehicles, longest main-thread task applying one snapshot (the first after the first draw first): ours ${ours.worst.map(ms).join(', ')}; load average ${load()}`);
    console.log(`   the page's load tail between the first draw and the first update's request (the catalogue, the events feed), not an update: ${ms(ours.loadTail)}`);
    for (const split of ours.splits) console.log(`   traced: longest ${ms(split.longest)} = ${split.longestParts}`);
    return nav;
  }
  const base = await baselineUpdates(stack, baselineUrl, 3);
  const oursWorst = Math.max(...ours.worst);
  const baseWorst = Math.max(...base.worst);
  const ownWork = (splits: TaskSplit[]) => Math.max(...splits.map((t) => t.longestWithoutCommit));
  const commitShare = (splits: TaskSplit[]) => `${Math.round(100 * Math.max(...splits.map((t) => t.commitShare)))}%`;
  console.log(`2. 20,000 vehicles (${on20k} located), longest main-thread task applying one snapshot (the first after the first draw first, from its request on): ours ${ours.worst.map(ms).join(', ')} (worst ${ms(oursWorst)}; target ≤ 50 ms)`);
  console.log(`   the page's load tail between the first draw and the first update's request (the catalogue, the events feed), not an update: ${ms(ours.loadTail)}`);
  console.log(`   naive DOM markers (${base.markers} markers, created in ${ms(base.createdIn)}): ${base.worst.map(ms).join(', ')} (worst ${ms(baseWorst)})`);
  console.log(`   ratio baseline ÷ ours (worst vs worst): ${(baseWorst / Math.max(1, oursWorst)).toFixed(1)}×`);
  console.log(
    `   same updates traced: longest task without the GPU commit wait: ours ${ms(ownWork(ours.splits))}, baseline ${ms(ownWork(base.splits))}, ratio ${(ownWork(base.splits) / Math.max(1, ownWork(ours.splits))).toFixed(1)}×; share of long-task time spent waiting for software WebGL: ours ${commitShare(ours.splits)}, baseline ${commitShare(base.splits)}`,
  );
  for (const split of ours.splits) console.log(`   ours traced: longest ${ms(split.longest)} = ${split.longestParts}`);
  return nav;
}

/** BENCH_MODES=software or =swiftshader measures only that one. */
const MODES = (process.env.BENCH_MODES?.split(',') ?? Object.keys(BROWSER_MODES)) as BrowserMode[];

async function main() {
  const stack = await startMapStack();
  const baseline = await startBaseline(stack.app20k.url, APP_PORT + 2);
  try {
    console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start`);
    const [on10k, on20k] = await Promise.all([stack.located(stack.app10k.url), stack.located(stack.app20k.url)]);
    let sizes: Awaited<ReturnType<typeof scriptSizes>> | undefined;
    for (const mode of MODES) {
      const nav = await measureMode(stack, baseline.url, mode, { on10k, on20k });
      sizes ??= nav?.sizes;
    }
    if (!sizes) return;
    if (process.env.BENCH_PROFILE) {
      const files = sizes.files.map((f) => `${new URL(f.url).pathname.split('/').pop()} ${kb(f.gzip)}${f.kind === 'main' ? '' : ` (${f.kind})`}`);
      console.log(`   scripts by size: ${files.join(', ')}`);
    }
    console.log(
      `\n3. first-load JS, gzip (main-thread scripts started before all vehicles were drawn): ${kb(sizes.main)} (MapLibre included; target ≤ 450 KB); ` +
        `loaded after the first draw (the events feed): ${kb(sizes.deferred)}; web workers (MapLibre's, the fleet worker's zod and schemas) ${kb(sizes.workers)}; ` +
        `all ${kb(sizes.main + sizes.deferred + sizes.workers)}`,
    );
    console.log(`   (load average ${load()} at the end)`);
  } finally {
    await baseline.close();
    await stack.stop();
  }
}

await main();
