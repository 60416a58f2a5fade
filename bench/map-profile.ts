import type { Page } from '@playwright/test';

/**
 * Where the page's main thread spends its time while `during` runs: a V8 CPU profile (DevTools
 * `Profiler`), self time summed per function and script, the heaviest first. The map benchmark
 * prints it when BENCH_PROFILE=1, to see what a long task is made of (our React work, MapLibre's
 * tile processing, message deserialisation, or the wait for software WebGL, shown as "(program)").
 */
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export async function profileDuring(page: Page, during: () => Promise<void>, top = 15): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await during();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.detach();
  return summarize(profile, top);
}

function summarize(profile: Profile, top: number): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const script = frame.url ? frame.url.split('/').pop() : '';
    // Line and column: production chunks are minified, most of a chunk is on one line.
    const key = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}:${frame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${key}`);
}
