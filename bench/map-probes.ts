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
 * Gzip size (zlib default level, as `next start` compresses) of the scripts the page ran: those of
 * its main thread (resource timing) apart from those only its workers loaded (`requested` holds
 * every URL the browser context asked for, workers included).
 */
export async function scriptSizes(page: Page, requested: ReadonlySet<string>): Promise<{ main: number; workers: number }> {
  const isScript = (url: string) => url.endsWith('.js') || new URL(url).pathname === '/maplibre-worker';
  const main = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
        .map((e) => e.name),
    ),
  );
  const workers = [...requested].filter((url) => isScript(url) && !main.has(url));
  const gzipOf = async (url: string) => gzipSync(await (await page.request.get(url)).body()).length;
  const sum = async (urls: Iterable<string>) => (await Promise.all([...urls].map(gzipOf))).reduce((a, b) => a + b, 0);
  return { main: await sum(main), workers: await sum(workers) };
}

/** Live JS heap of the page's main thread after a full garbage collection, in MB, and its DOM node count. */
export async function heapAfterGc(cdp: CDPSession): Promise<{ heapMb: number; nodes: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  return { heapMb: usedSize / 1024 / 1024, nodes };
}

/** The first time each of the page's `flota:*` performance marks was set, in ms since navigation. */
export function firstMarks(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const marks: Record<string, number> = {};
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('flota:')) marks[m.name.slice(6)] ??= Math.round(m.startTime);
    return marks;
  });
}
