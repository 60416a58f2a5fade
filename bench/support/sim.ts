import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simConfigSchema, type SimConfig } from '@/lib/sim/config';
import { startSim } from '@/lib/sim/server';
import { stopChild, stopOnExit } from './stop-on-exit';
import { E2E_CLOCK } from '../../e2e/support/fleet-clock';

export interface SimStats {
  por_clave: { nombre: string; solicitudes: number; unidades: number }[];
  por_ruta: { ruta: string; solicitudes: number; unidades: number; por_estado: Record<string, number> }[];
}

type Key = Partial<SimConfig['keys'][number]> & { key: string; name: string };

/** `vehicles` spread over clients of at most 500. */
function benchSimConfig(vehicles: number, keys: Key[]): SimConfig {
  const clients = Array.from({ length: Math.ceil(vehicles / 500) }, (_, i) => ({
    id: `cli_${9001 + i}`,
    name: `Cliente ${i + 1}`,
    vehicles: Math.min(500, vehicles - i * 500),
  }));
  return simConfigSchema.parse({
    seed: 5,
    clock: E2E_CLOCK,
    clients,
    keys: keys.map((k) => ({ clients: '*', permissions: ['posiciones', 'recorridos', 'eventos'], ...k })),
  });
}

const statsOf = (url: string) => async () => (await (await fetch(`${url}/_sim/stats`)).json()) as SimStats;

/** The embedded Fleet API for a benchmark, in the bench's own process. */
export async function startBenchSim(vehicles: number, keys: Key[]) {
  const sim = await startSim({ config: benchSimConfig(vehicles, keys), port: 0 });
  return { ...sim, stats: statsOf(sim.url) };
}

/**
 * The embedded Fleet API in a process of its own (`npm run sim` with a config file), for benches
 * whose client measures latency: building a snapshot of 10,000 positions in the client's process
 * would stall the client's clock at every poll and count that against the app.
 */
export function startBenchSimProcess(vehicles: number, keys: Key[]) {
  return startSimProcess(benchSimConfig(vehicles, keys));
}

/** The same, with a config of the bench's own. */
export async function startSimProcess(config: SimConfig) {
  const file = join(mkdtempSync(join(tmpdir(), 'flota-bench-sim-')), 'sim.json');
  writeFileSync(file, JSON.stringify(config));
  const child = spawn(process.execPath, ['--import', 'tsx', 'lib/sim/main.ts'], {
    env: { ...process.env, SIM_HOST: '127.0.0.1', SIM_PORT: '0', SIM_CONFIG: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  stopOnExit(child);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`the bench sim exited with ${code}`)));
  });
  return { url, stats: statsOf(url), close: () => stopChild(child) };
}
