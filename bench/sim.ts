import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SimConfig } from '../lib/sim/config';

/**
 * `npm run bench:sim`: the embedded Fleet API with 20,000 vehicles, in its own process, measured
 * over loopback HTTP against the goals of issue 2. Prints figures; it is not a test.
 */
const PORT = Number(process.env.BENCH_SIM_PORT ?? 4119);
const BASE = `http://127.0.0.1:${PORT}`;
const KEY = 'svc_live_bench';
const HEADERS = { authorization: `Bearer ${KEY}` };

const config: SimConfig = {
  seed: 42,
  clients: [
    { id: 'cli_norte', name: 'Flota Norte', vehicles: 10_000, withoutPosition: 50, withoutHistory: 10 },
    { id: 'cli_sur', name: 'Flota Sur', vehicles: 9_500, withoutPosition: 0, withoutHistory: 0 },
    { id: 'cli_500', name: 'Quinientos', vehicles: 500, withoutPosition: 0, withoutHistory: 0 },
  ],
  keys: [
    {
      key: KEY, name: 'Benchmark', clients: '*', permissions: ['posiciones', 'recorridos', 'eventos'],
      unitsPerMinute: 1_000_000, expires: null, allowedIps: null, status: 'active',
    },
  ],
  limits: { invalidKeyAttempts: 20, lockoutSeconds: 600, historyQueriesInFlight: 4 },
  faults: { unavailableRate: 0, latencyMs: 0 },
};

async function timed(path: string): Promise<{ ms: number; body: string; status: number }> {
  const start = performance.now();
  const response = await fetch(`${BASE}${path}`, { headers: HEADERS });
  const body = await response.text();
  return { ms: performance.now() - start, body, status: response.status };
}

async function series(path: string, runs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { ms, status } = await timed(path);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    out.push(ms);
  }
  return out;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function report(label: string, value: number, goal: number, unit: string, baseline?: number): void {
  const verdict = value <= goal ? 'OK' : 'SOBRE LA META';
  const ratio = baseline ? `  (${(value / baseline).toFixed(1)}× /v1/estado)` : '';
  console.log(`${label.padEnd(52)} ${value.toFixed(1).padStart(8)} ${unit}  meta ≤ ${goal} ${unit}  ${verdict}${ratio}`);
}

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(/(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(name)) ?? '')?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS:'), peak: field('VmHWM:') };
}

async function waitReady(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${BASE}/v1/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sim did not start');
}

const dir = mkdtempSync(join(tmpdir(), 'flota-bench-'));
const configFile = join(dir, 'config.json');
writeFileSync(configFile, JSON.stringify(config));
// Started exactly as `npm run sim` starts it (same Node flags), so its memory is the real one.
const simScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { sim: string } }).scripts.sim;
const [command, ...args] = simScript.split(' ');
if (command !== 'node') throw new Error(`npm run sim no empieza con node: ${simScript}`);
const child = spawn(process.execPath, args, {
  env: { ...process.env, SIM_PORT: String(PORT), SIM_HOST: '127.0.0.1', SIM_CONFIG: configFile },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitReady();
  console.log(`API embebida: 20.000 vehículos, pid ${child.pid}, ${BASE}`);
  console.log(`  RSS tras arrancar (posiciones de toda la flota ya calculadas): ${rssMb(child.pid!).rss.toFixed(0)} MB\n`);
  const estado = quantile(await series('/v1/estado', 30), 0.5);
  console.log(`base: /v1/estado mediana ${estado.toFixed(2)} ms\n`);

  const positionsPath = '/v1/posiciones?cliente=cli_norte';
  const cold = await timed(positionsPath);
  const positions = await series(positionsPath, 60);
  const body = JSON.parse(cold.body) as { cantidad: number; sin_posicion: number };
  console.log(
    `/v1/posiciones de un cliente de 10.000 vehículos: ${body.cantidad} posiciones + ${body.sin_posicion} sin posición, ` +
      `${(cold.body.length / 1e6).toFixed(1)} MB; primera consulta ${cold.ms.toFixed(0)} ms`,
  );
  report('/v1/posiciones, 10.000 vehículos: mediana', quantile(positions, 0.5), 30, 'ms', estado);
  console.log(`  p95 ${quantile(positions, 0.95).toFixed(1)} ms, máx ${Math.max(...positions).toFixed(1)} ms (60 consultas; incluyen refrescos de 10 s)`);
  const all = await series('/v1/posiciones', 20);
  console.log(`  toda la flota (20.000): mediana ${quantile(all, 0.5).toFixed(1)} ms`);

  console.log(`  RSS: ${rssMb(child.pid!).rss.toFixed(0)} MB`);

  const busiest = await busiestVehicle();
  const desde = encodeURIComponent(new Date(Date.now() - 7 * 86_400_000 + 60_000).toISOString());
  const routePath = `/v1/vehiculos/${busiest}/recorrido?desde=${desde}`;
  const routeCold = await timed(routePath);
  const points = (JSON.parse(routeCold.body) as { datos: { cantidad_puntos: number } }).datos.cantidad_puntos;
  const route = await series(routePath, 10);
  console.log(`\nrecorrido de 7 días de ${busiest}: ${points} puntos, ${(routeCold.body.length / 1e6).toFixed(1)} MB`);
  report('recorrido de 7 días, primera consulta', routeCold.ms, 200, 'ms', estado);
  report('recorrido de 7 días, mediana', quantile(route, 0.5), 200, 'ms', estado);

  console.log(`  RSS: ${rssMb(child.pid!).rss.toFixed(0)} MB`);

  // A running service has its code warm: one query on other vehicles first, so that the first
  // query below measures data not computed yet, not the JIT.
  const others = ((JSON.parse((await timed('/v1/vehiculos?cliente=cli_norte')).body) as { datos: { id: string }[] }).datos)
    .slice(0, 500)
    .map((v) => v.id);
  await timed(`/v1/eventos?vehiculos=${others.join(',')}&desde=${desde}`);
  const eventsPath = `/v1/eventos?cliente=cli_500&desde=${desde}`;
  const eventsCold = await timed(eventsPath);
  const events = (JSON.parse(eventsCold.body) as { cantidad: number }).cantidad;
  const eventsWarm = await series(eventsPath, 8);
  console.log(`\neventos de 500 vehículos en 7 días: ${events} eventos, ${(eventsCold.body.length / 1e6).toFixed(1)} MB`);
  report('eventos 500 vehículos × 7 días, primera vez (sin caché)', eventsCold.ms, 500, 'ms', estado);
  report('eventos 500 vehículos × 7 días, mediana (repetida)', quantile(eventsWarm, 0.5), 500, 'ms', estado);

  const memory = rssMb(child.pid!);
  console.log('');
  report('memoria residente del proceso (RSS) al final', memory.rss, 300, 'MB');
  report('memoria residente máxima (VmHWM)', memory.peak, 300, 'MB');
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

/** The vehicle with the most points over a day among a sample: long-haul trucks drive longest. */
async function busiestVehicle(): Promise<string> {
  const { body } = await timed('/v1/vehiculos?cliente=cli_sur');
  const ids = (JSON.parse(body) as { datos: { id: string }[] }).datos.slice(0, 150).map((v) => v.id);
  let best = { id: ids[0]!, points: -1 };
  for (const id of ids) {
    const route = await timed(`/v1/vehiculos/${id}/recorrido`);
    const points = (JSON.parse(route.body) as { datos?: { cantidad_puntos: number } }).datos?.cantidad_puntos ?? 0;
    if (points > best.points) best = { id, points };
  }
  return best.id;
}
