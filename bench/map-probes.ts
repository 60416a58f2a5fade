import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from '@playwright/test';

/** In-page and DevTools probes the map benchmark reads its figures from. */

/** Starts recording every main-thread task over 50 ms (the Long Tasks API) from the first script on. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

export function longTasksBetween(page: Page, from: number, to: number): Promise<number[]> {
  return page.evaluate(
    ([a, b]) =>
      (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
        .filter((t) => t.start >= a && t.start <= b)
        .map((t) => t.duration),
    [from, to] as const,
  );
}

export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Waits until the live map has drawn `count` vehicles `afterVersion` times over; answers the page time then. */
export async function waitDrawn(page: Page, count: number, afterVersion = 0, timeoutMs = 120_000): Promise<{ at: number; version: number }> {
  const handle = await page.waitForFunction(
    ([n, v]) => {
      const out = document.querySelector('[data-testid=dibujados]');
      const version = Number(out?.getAttribute('data-version'));
      return out?.textContent === String(n) && version > v ? { at: performance.now(), version } : null;
    },
    [count, afterVersion] as const,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue())!;
}

/**
 * Gzip size (zlib default level, as `next start` compresses) of the scripts the page ran: those its
 * main thread started loading before `drawnAt` (its first load: what the operator waits for before
 * the fleet is on screen), those it loaded after (panels deferred past the first draw), and those
 * only its workers loaded (`requested` holds every URL the browser context asked for).
 */
export async function scriptSizes(
  page: Page,
  requested: ReadonlySet<string>,
  drawnAt: number,
): Promise<{ main: number; deferred: number; workers: number; files: { url: string; gzip: number; kind: 'main' | 'deferred' | 'worker' }[] }> {
  const isScript = (url: string) => url.endsWith('.js') || new URL(url).pathname === '/maplibre-worker';
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => ({ url: e.name, start: e.startTime })),
  );
  const onMain = new Set(loaded.map((e) => e.url));
  const kinds = new Map<string, 'main' | 'deferred' | 'worker'>(loaded.map((e) => [e.url, e.start < drawnAt ? 'main' : 'deferred']));
  for (const url of requested) if (isScript(url) && !onMain.has(url)) kinds.set(url, 'worker');
  const gzipOf = async (url: string) => gzipSync(await (await page.request.get(url)).body()).length;
  const files = await Promise.all([...kinds].map(async ([url, kind]) => ({ url, kind, gzip: await gzipOf(url) })));
  const sum = (kind: string) => files.filter((f) => f.kind === kind).reduce((a, f) => a + f.gzip, 0);
  return { main: sum('main'), deferred: sum('deferred'), workers: sum('worker'), files: files.sort((a, b) => b.gzip - a.gzip) };
}

/** Live JS heap of the page's main thread after a full garbage collection, in MB, and its DOM node count. */
export async function heapAfterGc(cdp: CDPSession): Promise<{ heapMb: number; nodes: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  return { heapMb: usedSize / 1024 / 1024, nodes };
}

/** The first time each of the page's `flota:*` performance marks was set, with when its HTML and first snapshot arrived, in ms since navigation (in that order). */
export function firstMarks(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const marks: Record<string, number> = {};
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    // Not marks, but steps all the same: the page's HTML and the snapshot's body arriving.
    if (nav) marks['html'] = Math.round(nav.responseEnd);
    const snapshot = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/api/posiciones') as PerformanceResourceTiming | undefined;
    if (snapshot) marks['cuerpo-posiciones'] = Math.round(snapshot.responseEnd);
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('flota:')) marks[m.name.slice(6)] ??= Math.round(m.startTime);
    return Object.fromEntries(Object.entries(marks).sort((a, b) => a[1] - b[1]));
  });
}
