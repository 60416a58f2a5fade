/**
 * What a start of the production server costs: from spawning `node dist/server/main.mjs` to its
 * first 200 on `/icon.svg`, and its resident memory then and five seconds later (`ps -o rss`),
 * a few runs each on:
 *   empty     a new, empty FLOTA_DATA_DIR (PGlite's initdb, then the migrations), as a first `npm start`
 *   template  a copy of an initdb'ed directory, as every server the e2e suite starts (lib/testing/fresh-data-dir.ts)
 *   existing  one directory the runs share, made beforehand with the store migrated and --events
 *             events in its log, maintained (vacuumed, analyzed) as the scheduled maintenance leaves it
 * The server runs against an embedded Fleet API in this process, on PORT and SIM_PORT.
 *   npm run build && npm run bench:server-start -- [--runs 5] [--modes empty,template,existing] [--events 300000] [--existing-dir DIR]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { simConfigSchema } from '@/lib/sim/config';
import { startSim } from '@/lib/sim/server';
import { E2E_CLOCK } from '../e2e/support/fleet-clock';
import { E2E_AUTH_ENV } from '../e2e/support/session-state';
import { type Figure, percentile, printFigures } from './support/report';

const MODES = ['empty', 'template', 'existing'] as const;
type Mode = (typeof MODES)[number];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    modes: { type: 'string', default: MODES.join(',') },
    events: { type: 'string', default: '300000' },
    /** Where the existing directory is, made there if missing: to compare builds on one directory. */
    'existing-dir': { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const modes = values.modes.split(',') as Mode[];
const PORT = Number(process.env.PORT ?? 6150);
const SIM_PORT = Number(process.env.SIM_PORT ?? 6250);
const KEY = 'svc_live_bench_start';

const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
process.once('exit', () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

interface Run {
  readyMs: number;
  rssReadyMb: number;
  rssSettledMb: number;
  stopMs: number;
}

function rssMb(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
}

async function startOnce(simUrl: string, dataDir: string): Promise<Run> {
  const url = `http://127.0.0.1:${PORT}`;
  if (await fetch(url).then(() => true, () => false)) throw new Error(`Port ${PORT} is taken.`);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.mjs', '-H', '127.0.0.1', '-p', String(PORT)], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', FLOTA_LOG: 'silent', FLOTA_DATA_DIR: dataDir, FLEET_API_BASE_URL: simUrl, FLEET_API_KEY: KEY, ...E2E_AUTH_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before it answered.`);
      const status = await fetch(`${url}/icon.svg`).then((r) => r.status, () => 0);
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const readyMs = performance.now() - started;
    const rssReadyMb = rssMb(child.pid as number);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const rssSettledMb = rssMb(child.pid as number);
    const stopping = performance.now();
    child.kill('SIGTERM');
    await exited(child);
    return { readyMs, rssReadyMb, rssSettledMb, stopMs: performance.now() - stopping };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** An initdb'ed PGlite directory, made in a child process as lib/testing/fresh-data-dir.ts does. */
function initdbTemplate(): string {
  const dir = tempDir('flota-bench-start-template-');
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `import { PGlite } from '@electric-sql/pglite'; await (await PGlite.create(process.argv[1])).close();`, join(dir, 'pglite')],
    { stdio: 'inherit' },
  );
  return dir;
}

/** A store as a server leaves it after a while: migrated, `events` events in its log, maintained. */
async function existingDir(events: number): Promise<string> {
  const named = values['existing-dir'];
  if (named && existsSync(join(named, 'pglite'))) return named;
  const dir = named ?? tempDir('flota-bench-start-existing-');
  const [{ openStore }, { sql }] = await Promise.all([import('@/lib/store/store'), import('drizzle-orm')]);
  const store = await openStore({ engine: 'embedded', dataDir: dir, retentionDays: 90, leaseMs: 20_000, instanceId: 'bench' });
  const now = Date.now();
  for (let from = 0; from < events; from += 50_000) {
    const to = Math.min(events, from + 50_000);
    await store.db.execute(sql`
      insert into event_log (id, vehiculo, tipo, fecha, received_at, body)
      select 'evt_' || g, 'veh_' || (g % 2000), 'exceso_velocidad', to_timestamp((${now}::float8 - g * 1000) / 1000), to_timestamp(${now}::float8 / 1000),
             json_build_object('id', 'evt_' || g, 'vehiculo', 'veh_' || (g % 2000), 'tipo', 'exceso_velocidad', 'categoria', 'conduccion',
                               'descripcion', 'Exceso de velocidad: 97 km/h en zona de 60', 'latitud', -34.6037, 'longitud', -58.3816)::text
        from generate_series(${from + 1}::int, ${to}::int) g`);
  }
  await store.db.execute(sql`update event_log_state set high_seq = (select max(seq) from event_log)`);
  await store.maintain();
  await store.close();
  return dir;
}

async function main() {
  if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server/main.mjs')) throw new Error('No production build: run `npm run build` first.');
  const config = simConfigSchema.parse({
    seed: 5,
    clock: E2E_CLOCK,
    clients: [{ id: 'cli_9001', name: 'Cliente', vehicles: 200 }],
    keys: [{ key: KEY, name: 'bench', clients: '*', permissions: ['posiciones', 'recorridos', 'eventos'], unitsPerMinute: 1_000_000 }],
  });
  const sim = await startSim({ config, host: '127.0.0.1', port: SIM_PORT });
  try {
    for (const mode of modes) {
      const template = mode === 'template' ? initdbTemplate() : null;
      const existing = mode === 'existing' ? await existingDir(Number(values.events)) : null;
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        let dir = existing;
        if (!dir) {
          dir = tempDir('flota-bench-start-');
          if (template) cpSync(join(template, 'pglite'), join(dir, 'pglite'), { recursive: true });
        }
        const run = await startOnce(sim.url, dir);
        runs.push(run);
        console.log(`  ${mode} #${i + 1}: first 200 after ${Math.round(run.readyMs)} ms, RSS ${Math.round(run.rssReadyMb)} MB then ${Math.round(run.rssSettledMb)} MB 5 s later; stopped in ${Math.round(run.stopMs)} ms`);
        if (dir !== existing) rmSync(dir, { recursive: true, force: true });
      }
      const of = (pick: (r: Run) => number) => runs.map(pick);
      const figures: Figure[] = [
        { name: 'spawn to first 200 on /icon.svg, median', value: Math.round(percentile(of((r) => r.readyMs), 50)), unit: 'ms' },
        { name: 'spawn to first 200 on /icon.svg, slowest', value: Math.round(Math.max(...of((r) => r.readyMs))), unit: 'ms' },
        { name: 'resident at first 200, median', value: Math.round(percentile(of((r) => r.rssReadyMb), 50)), unit: 'MB' },
        { name: 'resident 5 s later, median', value: Math.round(percentile(of((r) => r.rssSettledMb), 50)), unit: 'MB' },
        { name: 'resident 5 s later, largest', value: Math.round(Math.max(...of((r) => r.rssSettledMb))), unit: 'MB' },
        { name: 'SIGTERM to exit, median', value: Math.round(percentile(of((r) => r.stopMs), 50)), unit: 'ms' },
      ];
      printFigures(`Server start, ${mode} FLOTA_DATA_DIR${mode === 'existing' ? ` (${values.events} events)` : ''}, ${RUNS} runs`, figures);
    }
  } finally {
    await sim.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
