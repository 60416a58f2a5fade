import 'server-only';
import type { ServerEnv } from '@/lib/env/server';
import type { UpstreamTarget } from '@/lib/gateway/upstream-client';

/**
 * The Fleet API Flota talks to: the configured one, or, when FLEET_API_BASE_URL is unset, the
 * embedded one, started here in this process with its demo config and key. The only place the
 * app touches lib/sim (architecture rule 2); the gateway still talks to it over HTTP.
 */
export async function fleetApiTarget(env: ServerEnv): Promise<UpstreamTarget | undefined> {
  if (env.FLEET_API_BASE_URL) {
    console.log(`[flota] Fleet API: ${env.FLEET_API_BASE_URL}`);
    return undefined;
  }
  const [{ startSim }, { DEMO_CONFIG, DEMO_KEY }] = await Promise.all([import('@/lib/sim/server'), import('@/lib/sim/demo-config')]);
  const options = { config: DEMO_CONFIG, host: env.SIM_HOST };
  // Another process may hold the port (a second app, `npm run sim`): any free one will do.
  const sim = await startSim({ ...options, port: env.SIM_PORT }).catch(() => startSim({ ...options, port: 0 }));
  console.log(`[flota] Fleet API embebido: listening on ${sim.url} (configuración de demostración)`);
  return { baseUrl: sim.url, key: DEMO_KEY };
}
