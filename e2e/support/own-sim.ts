import { readFileSync } from 'node:fs';
import { simConfigSchema } from '@/lib/sim/config';
import { type RunningSim, startSim } from '@/lib/sim/server';

/**
 * The suite's fleet, key and fleet clock (e2e/fixtures/sim-config.json) on an embedded Fleet API
 * of a spec's own, on a free loopback port: what the spec's servers spend, and what the spec asks
 * directly to check them, is not taken from the key every other spec shares (120 units a minute).
 */
export function startSuiteFleetSim(): Promise<RunningSim> {
  const config = simConfigSchema.parse(JSON.parse(readFileSync('e2e/fixtures/sim-config.json', 'utf8')));
  return startSim({ config, host: '127.0.0.1', port: 0 });
}
