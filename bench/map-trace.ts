import type { Browser, Page } from '@playwright/test';

/**
 * Splits the renderer main thread's long tasks into the page's own work and the wait for the GPU
 * process to draw (the compositor's `Commit`). Without a GPU, Chromium draws WebGL in software on
 * the same cores, and that wait dominates every frame of any WebGL map, ours and the baseline's
 * alike; the split shows how much of a long task is the page's scripting, style and layout.
 */
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { functionName?: string; url?: string } };
};

export type TaskSplit = {
  longest: number;
  longestWithoutCommit: number;
  commitShare: number;
  /** What the longest task was made of: its direct sub-events, summed by name, heaviest first. */
  longestParts: string;
};

/**
 * Traces the page while `during` runs. With `since`, only tasks from the page's last performance
 * mark of that name before its last `flota:posiciones` mark on (the snapshot's request) count.
 */
export async function traceTasks(browser: Browser, page: Page, during: () => Promise<void>, since?: string): Promise<TaskSplit> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await during();
  const buffer = await browser.stopTracing();
  return splitTasks((JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents, since);
}

function startOf(events: TraceEvent[], since: string | undefined): number {
  if (!since) return -Infinity;
  const arrived = events.filter((e) => e.name === 'flota:posiciones').at(-1);
  const asked = events.filter((e) => e.name === since && (!arrived || e.ts <= arrived.ts)).at(-1);
  return asked?.ts ?? -Infinity;
}

/** The Long Tasks API's threshold: the GPU wait's share is taken over tasks longer than this. */
const LONG_TASK_US = 50_000;

export function splitTasks(events: TraceEvent[], since?: string): TaskSplit {
  // The page's renderer is the one with our marks (other renderers may be traced too).
  const ours = events.find((e) => e.name.startsWith('flota:'));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (!ours || e.pid === ours.pid));
  if (!main) return { longest: 0, longestWithoutCommit: 0, commitShare: 0, longestParts: '' };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const from = startOf(events, since);
  // Every task counts for the longest, so that an update under 50 ms is printed as it is, not as 0.
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= from);
  const commits = onMain.filter((e) => e.name === 'Commit');
  let longest = 0;
  let longestTask: TraceEvent | undefined;
  let longestWithoutCommit = 0;
  let commitTotal = 0;
  let taskTotal = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const commit = commits.filter((c) => c.ts >= task.ts && c.ts + c.dur! <= end).reduce((a, c) => a + c.dur!, 0);
    if (task.dur! > longest) longestTask = task;
    longest = Math.max(longest, task.dur!);
    longestWithoutCommit = Math.max(longestWithoutCommit, task.dur! - commit);
    if (task.dur! <= LONG_TASK_US) continue;
    commitTotal += commit;
    taskTotal += task.dur!;
  }
  return {
    longest: longest / 1000,
    longestWithoutCommit: longestWithoutCommit / 1000,
    commitShare: taskTotal ? commitTotal / taskTotal : 0,
    longestParts: longestTask ? partsOf(longestTask, onMain) : '',
  };
}

function partsOf(task: TraceEvent, onMain: TraceEvent[]): string {
  const end = task.ts + task.dur!;
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && e.dur! >= 5_000);
  return inside
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
    .slice(0, 14)
    .map((e) => `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''}${e.args?.data?.url ? `[${e.args.data.url.split('/').pop()}]` : ''} ${(e.dur! / 1000).toFixed(0)}`)
    .join(' > ');
}
