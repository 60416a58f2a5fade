import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { answerApi } from '@/app/api/router';
import { newRequestId } from '@/lib/auth/request-info';
import { systemClock, type Clock } from '@/lib/gateway/clock';
import { loadServerEnv } from '@/lib/env/server';
import { createGateway, setGateway, type Gateway, type GatewayOverrides } from '@/lib/gateway/gateway';
import { simConfigSchema } from '@/lib/sim/config';
import { startSim, type RunningSim } from '@/lib/sim/server';
import { testSessionCookie } from './session-cookie';
import { TEST_CLOCK } from '@/lib/sim/test-support/sim-fixture';

/** The sim's config as a test writes it: defaults filled in by the sim's own schema. */
export type SimConfigInput = z.input<typeof simConfigSchema>;
type KeyInput = Partial<Omit<SimConfigInput['keys'][number], 'key'>>;

/** A clock whose "now" a test can move forward; timers still run in real time. */
export class ShiftedClock implements Clock {
  private offset = 0;
  now = () => Date.now() + this.offset;
  schedule = (fn: () => void, ms: number) => systemClock.schedule(fn, ms);
  advance(ms: number): void {
    this.offset += ms;
  }
}

export interface SimStatsAnswer {
  por_ruta: { ruta: string; solicitudes: number; unidades: number; por_estado: Record<string, number> }[];
  por_clave: { nombre: string; solicitudes: number; unidades: number }[];
}

export interface Harness {
  sim: RunningSim;
  /** Stops the sim: the upstream becomes unreachable. */
  stopSim(): Promise<void>;
  /** Stops the sim and starts another on the same port with the same key (e.g. with faults). */
  restartSim(options?: { sim?: Partial<SimConfigInput>; key?: KeyInput }): Promise<void>;
  gateway: Gateway;
  /** A fresh random key, so that a leak of it cannot be a coincidence. */
  key: string;
  stats(): Promise<SimStatsAnswer>;
  /** Upstream requests the sim answered on one path template, by status. */
  requests(path: string, status?: number): Promise<number>;
  close(): Promise<void>;
}

export function testKey(): string {
  return `svc_live_test_${randomBytes(12).toString('hex')}`;
}

/** A small fleet and one key that sees it all; `sim` and `key` override parts of it. */
export function simConfig(key: string, options: { sim?: Partial<SimConfigInput>; key?: KeyInput } = {}): SimConfigInput {
  return {
    seed: 11,
    clients: [
      { id: 'cli_1001', name: 'Transportes del Sur', vehicles: 30, withoutPosition: 2, withoutHistory: 1 },
      { id: 'cli_2002', name: 'Frío Andino', vehicles: 12 },
      { id: 'cli_3003', name: null, vehicles: 0 },
    ],
    keys: [{ key, name: 'Pruebas', clients: '*', permissions: ['posiciones', 'recorridos', 'eventos'], ...options.key }],
    // A busy weekday morning whatever the hour the tests run at; the gateway follows it.
    clock: TEST_CLOCK,
    ...options.sim,
  };
}

/** Starts the real embedded API on a free loopback port and a gateway talking to it over HTTP. */
export async function startHarness(
  options: { sim?: Partial<SimConfigInput>; key?: KeyInput; env?: Record<string, string>; overrides?: GatewayOverrides; port?: number } = {},
): Promise<Harness> {
  const key = testKey();
  const sim = await startSim({ config: simConfigSchema.parse(simConfig(key, options)), port: options.port ?? 0 });
  // The sim is named as the server names the embedded one: a target, not a deployment's
  // FLEET_API_BASE_URL (which would also ask for a users file and a session secret).
  const env = loadServerEnv({ FLOTA_LOG: 'silent', ...options.env });
  const gateway = createGateway(env, { target: { baseUrl: sim.url, key }, ...options.overrides });
  setGateway(gateway);
  // As the server does at start (server/main.ts): requests then find the service's time known.
  await gateway.serviceClock.ready();
  let running = true;
  const stats = async () => (await (await fetch(`${harness.sim.url}/_sim/stats`)).json()) as SimStatsAnswer;
  const harness: Harness = {
    sim,
    gateway,
    key,
    stats,
    async stopSim() {
      if (!running) return;
      running = false;
      await harness.sim.close();
    },
    async restartSim(next = {}) {
      await harness.stopSim();
      running = true;
      harness.sim = await startSim({ config: simConfigSchema.parse(simConfig(key, next)), port: harness.sim.port });
    },
    async requests(path, status) {
      const entry = (await stats()).por_ruta.find((r) => r.ruta === path);
      if (!entry) return 0;
      return status === undefined ? entry.solicitudes : (entry.por_estado[status] ?? 0);
    },
    async close() {
      setGateway(null);
      await harness.stopSim();
    },
  };
  return harness;
}

/**
 * Calls the API as the server does: a real Request through the router (app/api/router.ts, with
 * its route table, sign-in and error mapping), signed in as admin unless told.
 */
export async function callApi(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers = { cookie: await testSessionCookie(), ...options.headers };
  const request = new Request(`http://flota.test${path}`, { method: options.method, headers, body: options.body, signal: options.signal });
  return answerApi(request, { solicitud: newRequestId(), socketAddress: '127.0.0.1', https: false });
}
