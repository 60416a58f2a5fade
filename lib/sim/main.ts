import { z } from 'zod';
import { formatApiDateTime, parseApiDateTime } from '@/lib/fleet/time';
import { type SimConfig, loadSimConfig } from './config';
import { DEMO_CONFIG } from './demo-config';
import { maskKey } from './access/keys';
import { startSim } from './server';
import { EventHelper } from './world/events/event-helper';

/** `npm run sim`: the embedded Fleet API alone, in the foreground (docs/embedded-api.md#starting-it). */
/** An empty variable counts as unset, as in most shells' `VAR= command`. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const envSchema = z.object({
  SIM_HOST: z.preprocess(unsetWhenEmpty, z.string().default('127.0.0.1')),
  SIM_PORT: z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65_535).default(4010)),
  SIM_CONFIG: z.preprocess(unsetWhenEmpty, z.string().optional()),
});

const env = envSchema.safeParse(process.env);
if (!env.success) {
  console.error(`Variables de entorno inválidas: ${env.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  process.exit(1);
}
const { SIM_HOST, SIM_PORT, SIM_CONFIG } = env.data;
const config = SIM_CONFIG ? loadSimConfig(SIM_CONFIG) : DEMO_CONFIG;
// Alone in its process, the sim computes cold events queries on two threads beside this one,
// which lists and writes the answer meanwhile.
const eventHelper = new EventHelper(2);
eventHelper.start();
const sim = await startSim({ config, host: SIM_HOST, port: SIM_PORT, eventHelper });

const vehicles = config.clients.reduce((sum, c) => sum + c.vehicles, 0);
console.log(`API de flota embebida: ${config.clients.length} clientes, ${vehicles} vehículos, semilla ${config.seed}`);
console.log(`listening on ${sim.url}`);
console.log(`OpenAPI: ${sim.url}/v1/openapi.json · contadores: ${sim.url}/_sim/stats`);
if (config.clock) {
  const rate = config.clock.rate === 1 ? 'al ritmo real' : `${config.clock.rate} s de flota por segundo real`;
  console.log(`Hora de la flota: ${formatApiDateTime(sim.fleetNow())} (reloj fijado, ${rate})`);
}
console.log('Claves:');
for (const key of config.keys) {
  // The demo keys are meant to be copied; a file's keys are someone's secrets.
  const shown = SIM_CONFIG ? maskKey(key.key) : key.key;
  const state = `${keyState(key)}${key.allowedIps ? ` · solo desde ${key.allowedIps.join(', ')}` : ''}`;
  console.log(`  ${shown.padEnd(26)} ${key.name} · ${key.permissions.join(', ') || 'sin permisos'} · ${key.unitsPerMinute}/min · ${state}`);
}

function keyState(key: SimConfig['keys'][number]): string {
  if (key.status === 'paused') return 'pausada';
  if (key.status === 'revoked') return 'revocada';
  if (key.expires === null) return 'activa';
  // Expiry follows the fleet's clock, as the service checks it.
  const expired = (parseApiDateTime(key.expires) ?? 0) <= sim.fleetNow();
  return `${expired ? 'vencida' : 'vence'} ${key.expires}`;
}

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: cerrando la API de flota embebida`);
  await sim.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
