import { parseApiDateTime } from '@/lib/fleet/time';

/**
 * The moment every embedded API of the suite starts at (docs/embedded-api.md#fleet-clock), the
 * same on every run whatever the machine's clock says: Wednesday 11 March 2026, 10:30 in
 * Argentina. A busy weekday morning: delivery and service vans are out on their rounds
 * (06:30–20:00), day-shift trucks on the national routes, remises on their first shift, and the
 * night shift has just gone home. Every fixture, spec and bench fleet runs on it
 * (`e2e/fixtures/*.json` carry the same literal; e2e/fleet-clock.spec.ts checks they do).
 */
export const E2E_CLOCK = { start: '2026-03-11T10:30:00-03:00', rate: 1 } as const;
export const E2E_START = parseApiDateTime(E2E_CLOCK.start) as number;

/** The fleet's time now, as an embedded API states it (`hora_flota` of `/_sim/stats`, whole seconds). */
export async function fleetNowOf(simUrl: string): Promise<number> {
  const stats = (await (await fetch(`${simUrl}/_sim/stats`)).json()) as { hora_flota: string };
  const now = parseApiDateTime(stats.hora_flota);
  if (now === null) throw new Error(`hora_flota ilegible: ${stats.hora_flota}`);
  return now;
}

/** The suite's own embedded API (playwright.config.ts). */
export const SUITE_SIM_URL = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? 4110}`;
