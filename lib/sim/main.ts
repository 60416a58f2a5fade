import { simEnv } from '@/lib/env/sim';
import { formatApiDateTime, parseApiDateTime } from '@/lib/fleet/time';
import { type SimConfig, loadSimConfig } from './config';
import { DEMO_CONFIG } from './demo-config';
import { maskKey } from './access/keys';
import { startSim } from './server';
import { EventHelper } from './world/events/event-helper';

/** `npm run sim`: the embedded Fleet API alone, in the foreground (docs/embedded-api.md#starting-it). */
const env = (() => {
  try {
    return simEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const { SIM_HOST, SIM_PORT, SIM_CONFIG } = env;
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
