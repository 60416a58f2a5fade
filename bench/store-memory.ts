/**
 * What the embedded database costs in resident memory: a process opens the store on a new
 * directory (PGlite's initdb, then the migrations), another opens it again; each reports its
 * resident set before and after, and its peak. The server engine (a connection pool) is the
 * baseline, in one run.
 *   npm run bench:store-memory
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '@/lib/store/store';
import { startPostgresCluster } from '@/lib/testing/postgres-cluster';
import { type Figure, printFigures } from './support/report';
import { mb } from './store-places';

interface Sample {
  rssBefore: number;
  rssAfter: number;
  peak: number;
  openMs: number;
}

const common = { retentionDays: 90, leaseMs: 20_000, instanceId: 'bench' };

/** VmHWM: the most the process ever held resident. */
function peakResident(): number {
  const line = readFileSync('/proc/self/status', 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

async function child(where: string): Promise<void> {
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const config = where.startsWith('postgres') ? { engine: 'server' as const, url: where, poolMax: 10, ...common } : { engine: 'embedded' as const, dataDir: where, ...common };
  const store = await openStore(config);
  const openMs = performance.now() - started;
  // Settled: what the process keeps while it serves, not what opening passed through.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const sample: Sample = { rssBefore, rssAfter: process.memoryUsage().rss, peak: peakResident(), openMs };
  await store.close();
  console.log(JSON.stringify(sample));
}

function run(where: string): Sample {
  const output = execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'bench/store-memory.ts', where], { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1) as string) as Sample;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'flota-bench-memory-'));
  const cluster = await startPostgresCluster();
  try {
    const samples: [string, Sample][] = [
      ['embedded, new directory (initdb)', run(dataDir)],
      ['embedded, existing directory', run(dataDir)],
      ['embedded, existing directory (again)', run(dataDir)],
      ['server (node-postgres pool)', run(cluster.url)],
    ];
    for (const [name, s] of samples) {
      const figures: Figure[] = [
        { name: 'open (migrations included)', value: s.openMs, unit: 'ms' },
        { name: 'resident before opening', value: mb(s.rssBefore), unit: 'MB' },
        { name: 'resident once open (2 s after)', value: mb(s.rssAfter), unit: 'MB' },
        { name: 'added by the store', value: mb(s.rssAfter - s.rssBefore), unit: 'MB' },
        { name: 'peak resident (VmHWM)', value: mb(s.peak), unit: 'MB' },
      ];
      printFigures(`Store memory — ${name}`, figures);
    }
  } finally {
    await cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const target = process.argv[2];
(target ? child(target) : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
