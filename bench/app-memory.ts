/**
 * The resident memory of `npm start` with the embedded store, 20,000 vehicles, after an hour: the
 * production server on a fresh embedded data directory (no DATABASE_URL), pointed at the embedded
 * Fleet API in this process, under a control room's load the whole time: 5 viewers polling the
 * live positions every 10 s with the ETag they hold, as the map's worker does (two of them one
 * client's), and 5 live event streams read as they come, so that the positions' caches, the event
 * log and its follower all work. Every 30 s it reads the resident set (VmRSS) of the server and
 * of any process under it, and the size of the data directory; a row every 10 minutes as it goes.
 * Figures: resident at 5 min (settled), at 30 min, at the end, the peak, end ÷ 5 min (a leak
 * shows there), and the data directory at the end.
 *   npm run build && npm run bench:app-memory        (BENCH_MINUTES=60 by default)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freshDataDir } from '@/lib/testing/fresh-data-dir';
import { startApp } from './support/next-app';
import { type Figure, printFigures } from './support/report';
import { startBenchSim } from './support/sim';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 60);
const VEHICLES = 20_000;
const KEY = 'svc_live_bench_app_memory';
const SAMPLE_EVERY_MS = 30_000;
const SAMPLES_PER_MINUTE = 60_000 / SAMPLE_EVERY_MS;
const ROW_EVERY_MINUTES = 10;
const POLL_MS = 10_000;
// A control room mostly watches the whole fleet; a filter is a cache of its own in the app.
const VIEWER_FILTERS = ['', '', '', '?cliente=cli_9001', '?cliente=cli_9002'];
const STREAMS = 5;
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface Sample {
  residentMb: number;
  processes: number;
  dataMb: number;
}

/** What the load saw: a viewer that stops getting answers, or a stream that stops, would leave the server idle. */
const seen = { snapshots: 0, unchanged: 0, failed: 0, events: 0, reopened: 0 };

/** One viewer: the positions every POLL_MS, sending the ETag it holds, as the map's worker does. */
async function poll(base: string, cookie: string, filter: string, signal: AbortSignal): Promise<void> {
  let etag = '';
  const once = async () => {
    const response = await fetch(`${base}/api/posiciones${filter}`, {
      headers: { cookie, 'accept-encoding': ACCEPT_ENCODING, ...(etag ? { 'if-none-match': etag } : {}) },
      signal,
    });
    await response.arrayBuffer();
    etag = response.headers.get('etag') ?? etag;
    if (response.status === 200) seen.snapshots++;
    else if (response.status === 304) seen.unchanged++;
    else seen.failed++;
  };
  while (!signal.aborted) {
    await once().catch(() => void (signal.aborted || seen.failed++));
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/** One live event stream, read to its end and reopened then, as the browser's EventSource does; counts the events. */
async function follow(base: string, cookie: string, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    await readStream(`${base}/api/eventos/stream`, cookie, signal).catch(() => undefined);
    if (signal.aborted) return;
    seen.reopened++;
    await sleep(1_000, undefined, { signal }).catch(() => undefined);
  }
}

async function readStream(url: string, cookie: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(url, { headers: { cookie }, signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const lines = (buffered + chunk.value).split('\n');
    buffered = lines.pop() ?? '';
    seen.events += lines.filter((line) => line.startsWith('id: ')).length;
  }
}

/** The server and every process under it: memory a child of the server holds is the app's too. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    // A process may end between the listing and the read: it has no memory to count then.
    const stat = readOr(`/proc/${entry}/stat`);
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** VmRSS of a process, in MB (0 once it has ended). */
function residentMb(pid: number): number {
  const line = readOr(`/proc/${pid}/status`).split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/** Disk usage of a directory, in MB. Read even when du complains of a file PostgreSQL removed while it walked. */
function directoryMb(dir: string): number {
  const { stdout } = spawnSync('du', ['-sk', dir], { encoding: 'utf8' });
  return Number(stdout.split('\t')[0]) / 1024;
}

function sample(pid: number, dataDir: string): Sample {
  const tree = processTree(pid);
  return { residentMb: tree.reduce((sum, p) => sum + residentMb(p), 0), processes: tree.length, dataMb: directoryMb(dataDir) };
}

/** Printed as it goes, so that a run cut short still says how far memory had come. */
function printRow(minute: number, s: Sample): void {
  console.log(`  ${String(minute).padStart(6)}  ${s.residentMb.toFixed(1).padStart(11)}  ${s.dataMb.toFixed(1).padStart(11)}  ${String(s.processes).padStart(9)}`);
}

/** Samples every SAMPLE_EVERY_MS for MINUTES, on a fixed grid from the start: sample i is at i × 30 s. */
async function sampleRun(pid: number, dataDir: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  const count = Math.round(MINUTES * SAMPLES_PER_MINUTE);
  const started = Date.now();
  console.log(`  minute  resident MB  data dir MB  processes`);
  for (let i = 0; i <= count; i++) {
    await sleep(Math.max(0, started + i * SAMPLE_EVERY_MS - Date.now()));
    const s = sample(pid, dataDir);
    samples.push(s);
    if (i % (ROW_EVERY_MINUTES * SAMPLES_PER_MINUTE) === 0 || i === count) printRow(i / SAMPLES_PER_MINUTE, s);
  }
  return samples;
}

/** The figures the run reached: a short run has no 30-minute one. */
function figuresOf(samples: Sample[]): Figure[] {
  const at = (minute: number) => samples[minute * SAMPLES_PER_MINUTE]?.residentMb;
  const [settled, halfHour, end] = [at(5), at(30), samples.at(-1) as Sample];
  const figures: Figure[] = [];
  if (settled !== undefined) figures.push({ name: 'resident at 5 min (settled)', value: settled, unit: 'MB' });
  if (halfHour !== undefined) figures.push({ name: 'resident at 30 min', value: halfHour, unit: 'MB' });
  figures.push({ name: `resident at the end (${MINUTES} min)`, value: end.residentMb, unit: 'MB' });
  figures.push({ name: 'resident, peak of the samples', value: Math.max(...samples.map((s) => s.residentMb)), unit: 'MB' });
  if (settled !== undefined) figures.push({ name: 'end ÷ 5 min (growth)', value: end.residentMb / settled, unit: '×' });
  figures.push({ name: 'data directory at the end', value: end.dataMb, unit: 'MB' });
  return figures;
}

async function main() {
  const sim = await startBenchSim(VEHICLES, [{ key: KEY, name: 'memoria' }]);
  // Ours rather than the one startApp would make, so that its size can be read.
  const dataDir = freshDataDir();
  const app = await startApp(Number(process.env.BENCH_APP_PORT ?? 3210), {
    FLEET_API_BASE_URL: sim.url,
    FLEET_API_KEY: KEY,
    FLOTA_DATA_DIR: dataDir,
    // As `npm run serve` starts it: source maps are kept in memory.
    NODE_OPTIONS: '--enable-source-maps',
  });
  console.log(`${VEHICLES} vehicles, ${VIEWER_FILTERS.length} viewers polling every ${POLL_MS / 1000} s, ${STREAMS} event streams; ${MINUTES} min`);
  const stop = new AbortController();
  const load = [
    ...VIEWER_FILTERS.map((filter) => poll(app.url, app.cookie, filter, stop.signal)),
    ...Array.from({ length: STREAMS }, () => follow(app.url, app.cookie, stop.signal)),
  ];
  const samples = await sampleRun(app.pid, dataDir);
  stop.abort();
  await Promise.all(load);
  console.log(
    `  load: ${seen.snapshots} new snapshots, ${seen.unchanged} unchanged (304), ${seen.failed} failed; ` +
      `${Math.round(seen.events / STREAMS)} events per stream, ${seen.reopened} streams reopened`,
  );
  printFigures(`Resident memory of the app, embedded store, ${VEHICLES} vehicles, ${MINUTES} min under load`, figuresOf(samples));
  await app.stop();
  await sim.close();
}

await main();
