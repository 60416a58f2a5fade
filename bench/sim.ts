import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SimConfig } from '../lib/sim/config';
import { SimProbe, quantile, report } from './sim-probe';

/**
 * `npm run bench:sim`: the embedded Fleet API with 20,000 vehicles, in its own process started
 * as `npm run sim` starts it, measured over loopback HTTP against its goals. Prints wall times
 * (what a client sees), the server's CPU per request, and memory. Not a test.
 *
 * The fleet runs at a fixed clock (docs/embedded-api.md#fleet-clock), a busy weekday morning
 * unless `BENCH_SIM_CLOCK` names another start, so the figures do not depend on the hour the
 * bench runs at; `BENCH_SIM_CLOCK=real` runs it on the real time.
 */
const PORT = Number(process.env.BENCH_SIM_PORT ?? 4119);
const CLOCK_START = process.env.BENCH_SIM_CLOCK ?? '2026-03-11T10:30:00-03:00';
const KEY = 'svc_live_bench';
const DAY = 86_400_000;

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
  ...(CLOCK_START === 'real' ? {} : { clock: { start: CLOCK_START, rate: 1 } }),
};

const dir = mkdtempSync(join(tmpdir(), 'flota-bench-'));
const configFile = join(dir, 'config.json');
writeFileSync(configFile, JSON.stringify(config));
const simScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { sim: string } }).scripts.sim;
const [command, ...args] = simScript.split(' ');
if (command !== 'node') throw new Error(`npm run sim no empieza con node: ${simScript}`);
const child = spawn(process.execPath, args, {
  env: { ...process.env, SIM_PORT: String(PORT), SIM_HOST: '127.0.0.1', SIM_CONFIG: configFile },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const probe = new SimProbe(`http://127.0.0.1:${PORT}`, { authorization: `Bearer ${KEY}` }, child.pid!);
const ids = async (cliente: string) =>
  (JSON.parse((await probe.timed(`/v1/vehiculos?cliente=${cliente}`)).body) as { datos: { id: string }[] }).datos.map((v) => v.id);
const rss = () => `  RSS ${probe.memoryMb().rss.toFixed(0)} MB`;

try {
  await probe.waitReady();
  console.log(`API embebida: 20.000 vehículos (${simScript.replace(' lib/sim/main.ts', '')}), ${cpus().length} núcleos, carga ${loadavg()[0]!.toFixed(1)}`);
  console.log(`${rss()} tras arrancar (posiciones de toda la flota ya calculadas)`);
  const estado = await probe.series('/v1/estado', 40);
  const base = quantile(estado.ms, 0.5);
  console.log(`hora de la flota: ${await fleetNow()}${CLOCK_START === 'real' ? ' (hora real)' : ' (reloj fijo, BENCH_SIM_CLOCK)'}`);
  console.log(`línea de base: /v1/estado mediana ${base.toFixed(2)} ms\n`);
  const vsBase = (ms: number) => `  (${(ms / base).toFixed(0)}× /v1/estado)`;

  const positionsPath = '/v1/posiciones?cliente=cli_norte';
  const first = await probe.timed(positionsPath);
  const positions = await probe.series(positionsPath, 60);
  const { cantidad, sin_posicion: sinPosicion } = JSON.parse(first.body) as { cantidad: number; sin_posicion: number };
  console.log(`/v1/posiciones, cliente de 10.000 vehículos: ${cantidad} + ${sinPosicion} sin posición, ${(first.body.length / 1e6).toFixed(1)} MB`);
  report('  mediana de 60 consultas', quantile(positions.ms, 0.5), 30, 'ms', vsBase(quantile(positions.ms, 0.5)));
  console.log(`  p95 ${quantile(positions.ms, 0.95).toFixed(0)} ms (incluye refrescos de 10 s); CPU del servidor ${positions.cpuMsEach.toFixed(1)} ms por consulta`);
  const all = await probe.series('/v1/posiciones', 20);
  console.log(`  toda la flota (20.000): mediana ${quantile(all.ms, 0.5).toFixed(0)} ms\n${rss()}\n`);

  // A week back from the fleet's now, not the real one: the fleet may run at another date.
  const desde = encodeURIComponent(new Date(Date.parse(await fleetNow()) - 7 * DAY + 60_000).toISOString());
  const busiest = await busiestVehicle((await ids('cli_sur')).slice(0, 150));
  const routePath = `/v1/vehiculos/${busiest}/recorrido?desde=${desde}`;
  const routeFirst = await probe.timed(routePath);
  const route = await probe.series(routePath, 10);
  const points = (JSON.parse(routeFirst.body) as { datos: { cantidad_puntos: number } }).datos.cantidad_puntos;
  console.log(`recorrido de 7 días del vehículo más activo (${busiest}): ${points} puntos, ${(routeFirst.body.length / 1e6).toFixed(1)} MB`);
  report('  primera consulta', routeFirst.ms, 200, 'ms', vsBase(routeFirst.ms));
  report('  mediana de 10 consultas', quantile(route.ms, 0.5), 200, 'ms', vsBase(quantile(route.ms, 0.5)));
  console.log(`  CPU del servidor ${route.cpuMsEach.toFixed(0)} ms por consulta\n${rss()}\n`);

  // A running service has its code warm: one query on other vehicles first, so that the next
  // one measures data not computed yet, not the JIT.
  await probe.timed(`/v1/eventos?vehiculos=${(await ids('cli_norte')).slice(0, 500).join(',')}&desde=${desde}`);
  const eventsPath = `/v1/eventos?cliente=cli_500&desde=${desde}`;
  const eventsFirst = await probe.timed(eventsPath);
  const events = await probe.series(eventsPath, 8);
  const { cantidad: eventCount } = JSON.parse(eventsFirst.body) as { cantidad: number };
  console.log(`eventos de 500 vehículos en 7 días: ${eventCount} eventos, ${(eventsFirst.body.length / 1e6).toFixed(1)} MB`);
  report('  primera vez (nada calculado aún)', eventsFirst.ms, 500, 'ms', `  CPU del servidor ${eventsFirst.cpuMs} ms`);
  report('  mediana de 8 repeticiones', quantile(events.ms, 0.5), 500, 'ms', `  CPU del servidor ${events.cpuMsEach.toFixed(0)} ms`);

  const memory = probe.memoryMb();
  console.log('');
  report('memoria residente (RSS) al final', memory.rss, 300, 'MB');
  report('memoria residente máxima (VmHWM)', memory.peak, 300, 'MB');
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

/** `servicio.hora`: the fleet's now, by the service's clock. */
async function fleetNow(): Promise<string> {
  return (JSON.parse((await probe.timed('/v1/estado')).body) as { datos: { servicio: { hora: string } } }).datos.servicio.hora;
}

/** The vehicle with the most points in the last day among a sample: remises and trucks drive longest. */
async function busiestVehicle(sample: readonly string[]): Promise<string> {
  let best = { id: sample[0]!, points: -1 };
  for (const id of sample) {
    const route = await probe.timed(`/v1/vehiculos/${id}/recorrido`);
    const points = (JSON.parse(route.body) as { datos?: { cantidad_puntos: number } }).datos?.cantidad_puntos ?? 0;
    if (points > best.points) best = { id, points };
  }
  return best.id;
}
