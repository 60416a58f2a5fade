import { simConfigSchema, type SimConfig } from '@/lib/sim/config';
import { startSim } from '@/lib/sim/server';

export interface SimStats {
  por_clave: { nombre: string; solicitudes: number; unidades: number }[];
  por_ruta: { ruta: string; solicitudes: number; unidades: number; por_estado: Record<string, number> }[];
}

type Key = Partial<SimConfig['keys'][number]> & { key: string; name: string };

/** The embedded Fleet API for a benchmark: `vehicles` spread over clients of at most 500. */
export async function startBenchSim(vehicles: number, keys: Key[]) {
  const clients = Array.from({ length: Math.ceil(vehicles / 500) }, (_, i) => ({
    id: `cli_${9001 + i}`,
    name: `Cliente ${i + 1}`,
    vehicles: Math.min(500, vehicles - i * 500),
  }));
  const config = simConfigSchema.parse({
    seed: 5,
    clients,
    keys: keys.map((k) => ({ clients: '*', permissions: ['posiciones', 'recorridos', 'eventos'], ...k })),
  });
  const sim = await startSim({ config, port: 0 });
  const stats = async () => (await (await fetch(`${sim.url}/_sim/stats`)).json()) as SimStats;
  return { ...sim, stats };
}
