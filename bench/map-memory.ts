/**
 * `npm run bench:map-memory`: does the live map leak while it runs all day? Opens the live page on
 * 20,000 simulated vehicles (the stack of `map-stack.ts`, the gateway polling every 10 s, its
 * fastest, so every snapshot moves vehicles) and samples the page's main-thread JS heap after a
 * full garbage collection, and its DOM node count, every 30 s for BENCH_MEMORY_MINUTES (default
 * 30, the figure). Each sample is taken a few seconds after a snapshot was drawn, never
 * while one is being read or applied (two snapshots are alive then). Prints heap start → end, the
 * least-squares slope over the run (the first sample, taken right after the first draw, is left
 * out of the slope), and how many snapshots were drawn.
 */
import type { CDPSession, Page } from '@playwright/test';
import { heapAfterGc, waitDrawn } from './map-probes';
import { load, POLL_S, sleep, startMapStack } from './map-stack';

const MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 30);
const SAMPLE_EVERY_MS = 30_000;

type Sample = { minute: number; heapMb: number; nodes: number };

/** Least-squares slope of heap over time, in MB per minute. */
function slope(points: Sample[]): number {
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.minute, 0) / n;
  const my = points.reduce((a, p) => a + p.heapMb, 0) / n;
  const num = points.reduce((a, p) => a + (p.minute - mx) * (p.heapMb - my), 0);
  const den = points.reduce((a, p) => a + (p.minute - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

/** How long after a snapshot is drawn a sample is taken: its glide is over, the next one not yet asked for. */
const AFTER_DRAW_MS = 3_000;

async function sample(cdp: CDPSession, start: number): Promise<Sample> {
  return { minute: (Date.now() - start) / 60_000, ...(await heapAfterGc(cdp)) };
}

/** Waits for the page to draw its next snapshot, then for it to settle. */
async function nextSettledDraw(page: Page, vehicles: number): Promise<void> {
  const version = Number(await page.getByTestId('dibujados').getAttribute('data-version'));
  await waitDrawn(page, vehicles, version, (POLL_S + 30) * 1000);
  await sleep(AFTER_DRAW_MS);
}

async function main() {
  const stack = await startMapStack();
  try {
    const vehicles = await stack.located(stack.app20k.url);
    const page = await stack.newPage();
    await page.goto(stack.app20k.url);
    await waitDrawn(page, vehicles);
    const cdp = await page.context().newCDPSession(page);
    const start = Date.now();
    const samples: Sample[] = [await sample(cdp, start)];
    console.log(`memory: ${vehicles} vehicles, updates every ${POLL_S} s, ${MINUTES} min; load average ${load()} at start`);
    while (Date.now() - start < MINUTES * 60_000) {
      await sleep(Math.max(0, Math.min(SAMPLE_EVERY_MS - POLL_S * 1000, start + MINUTES * 60_000 - Date.now())));
      await nextSettledDraw(page, vehicles);
      samples.push(await sample(cdp, start));
      const last = samples.at(-1)!;
      if (samples.length % 10 === 0) console.log(`   ${last.minute.toFixed(1)} min: heap ${last.heapMb.toFixed(1)} MB, ${last.nodes} DOM nodes`);
    }
    const drawn = Number(await page.getByTestId('dibujados').getAttribute('data-version'));
    const first = samples[0]!;
    const last = samples.at(-1)!;
    const max = Math.max(...samples.map((s) => s.heapMb));
    console.log(
      `4. memory over ${last.minute.toFixed(1)} min of ${vehicles}-vehicle updates every ${POLL_S} s (${drawn} snapshots drawn): ` +
        `heap after GC ${first.heapMb.toFixed(1)} → ${last.heapMb.toFixed(1)} MB (max ${max.toFixed(1)}), ` +
        `slope ${slope(samples.slice(1)).toFixed(3)} MB/min (over its second half ${slope(samples.filter((x) => x.minute >= last.minute / 2)).toFixed(3)}); DOM nodes ${first.nodes} → ${last.nodes}; load average ${load()} at the end`,
    );
  } finally {
    await stack.stop();
  }
}

await main();
