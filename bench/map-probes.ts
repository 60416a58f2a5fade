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

/** Gzip size (zlib default level, as `next start` compresses) of every script the page ran, main thread and workers apart. */
export async function scriptSizes(page: Page): Promise<{ main: number; workers: { url: string; gzip: number }[] }> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => e.name),
  );
  const gzipOf = async (url: string) => gzipSync(await (await page.request.get(url)).body()).length;
  const main = (await Promise.all([...new Set(urls)].map(gzipOf))).reduce((a, b) => a + b, 0);
  const workers = await Promise.all(page.workers().map(async (w) => ({ url: w.url(), gzip: await gzipOf(w.url()) })));
  return { main, workers };
}

/** Live JS heap of the page's main thread after a full garbage collection, in MB, and its DOM node count. */
export async function heapAfterGc(cdp: CDPSession): Promise<{ heapMb: number; nodes: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  return { heapMb: usedSize / 1024 / 1024, nodes };
}
