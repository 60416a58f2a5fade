import { startOfArgentinaDay } from '@/lib/fleet/time';
import { type SimConfig, simConfigSchema } from '../config';
import { type RunningSim, startSim } from '../server';
import { OpenApiValidator } from './openapi-validator';

/** Keys of the test fleet, one per state a key can be in. */
export const KEYS = {
  central: 'svc_live_test_central',
  onlyAndes: 'svc_live_test_solo_a',
  noPermissions: 'svc_live_test_sin_permisos',
  paused: 'svc_live_test_pausada',
  revoked: 'svc_live_test_revocada',
  expired: 'svc_live_test_vencida',
  expiring: 'svc_live_test_futura',
  localIp: 'svc_live_test_ip_local',
  foreignIp: 'svc_live_test_ip_ajena',
  smallBudget: 'svc_live_test_presupuesto',
} as const;

const ALL = ['posiciones', 'recorridos', 'eventos'];

/**
 * The test fleet's clock (docs/embedded-api.md#fleet-clock): a busy weekday morning, so that
 * what the tests see does not depend on when they run.
 */
export const TEST_CLOCK = { start: '2026-03-11T10:30:00-03:00', rate: 1 };
export const TEST_START = Date.parse(TEST_CLOCK.start);
/** 00:00 of the test fleet's day. */
export const TEST_TODAY = startOfArgentinaDay(TEST_START);

/** A small fleet with every case the API distinguishes, and one client too big for one events query. */
export function testConfig(overrides: Record<string, unknown> = {}): SimConfig {
  return simConfigSchema.parse({
    seed: 11,
    clients: [
      { id: 'cli_andes', name: 'Transportes Andinos', vehicles: 24, withoutPosition: 2, withoutHistory: 1 },
      { id: 'cli_rapido', name: 'Reparto Rápido', vehicles: 12, withoutPosition: 1 },
      { id: 'cli_frio', name: null, vehicles: 8 },
      { id: 'cli_grande', name: 'Flota Grande', vehicles: 520 },
    ],
    keys: [
      { key: KEYS.central, name: 'Central', clients: '*', permissions: ALL, unitsPerMinute: 100_000 },
      { key: KEYS.onlyAndes, name: 'Solo Andinos', clients: ['cli_andes'], permissions: ['posiciones'], unitsPerMinute: 100_000 },
      { key: KEYS.noPermissions, name: 'Sin permisos', clients: '*', permissions: [], unitsPerMinute: 100_000 },
      { key: KEYS.paused, name: 'Pausada', clients: '*', permissions: ALL, status: 'paused' },
      { key: KEYS.revoked, name: 'Revocada', clients: '*', permissions: ALL, status: 'revoked' },
      { key: KEYS.expired, name: 'Vencida', clients: '*', permissions: ALL, expires: '2020-01-01T00:00:00-03:00' },
      { key: KEYS.expiring, name: 'Con vencimiento', clients: '*', permissions: ALL, expires: '2099-12-31' },
      { key: KEYS.localIp, name: 'IP local', clients: '*', permissions: ALL, allowedIps: ['127.0.0.1', '::1'] },
      { key: KEYS.foreignIp, name: 'IP ajena', clients: '*', permissions: ALL, allowedIps: ['198.51.100.7'] },
      { key: KEYS.smallBudget, name: 'Presupuesto chico', clients: '*', permissions: ALL, unitsPerMinute: 7 },
    ],
    clock: TEST_CLOCK,
    ...overrides,
  });
}

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A started sim on loopback and a client that checks every answer against its OpenAPI document. */
export class SimFixture {
  private constructor(
    readonly sim: RunningSim,
    private readonly validator: OpenApiValidator,
  ) {}

  static async start(config: SimConfig = testConfig()): Promise<SimFixture> {
    const sim = await startSim({ config, port: 0 });
    const doc: unknown = await (await fetch(`${sim.url}/v1/openapi.json`)).json();
    return new SimFixture(sim, new OpenApiValidator(doc as ConstructorParameters<typeof OpenApiValidator>[0]));
  }

  async get(path: string, key: string | null = KEYS.central, init: RequestInit = {}): Promise<Reply> {
    const headers = new Headers(init.headers);
    if (key !== null && !headers.has('authorization') && !headers.has('x-api-key')) {
      headers.set('authorization', `Bearer ${key}`);
    }
    const method = init.method ?? 'GET';
    const response = await fetch(`${this.sim.url}${path}`, { ...init, method, headers });
    const text = await response.text();
    const body: unknown = text === '' ? null : JSON.parse(text);
    if (method !== 'HEAD' && !path.startsWith('/_sim/') && !(method === 'GET' && path === '/v1/openapi.json')) {
      this.validator.check(method, new URL(path, this.sim.url).pathname, response.status, body);
    }
    return { status: response.status, headers: response.headers, body };
  }

  /** `datos` of a 200 answer, failing loudly on anything else. */
  async datos<T>(path: string, key: string = KEYS.central): Promise<T> {
    const reply = await this.get(path, key);
    if (reply.status !== 200) throw new Error(`${path} → ${reply.status} ${JSON.stringify(reply.body)}`);
    return (reply.body as { datos: T }).datos;
  }

  close(): Promise<void> {
    return this.sim.close();
  }
}

export function errorCode(reply: Reply): string | undefined {
  return (reply.body as { error?: { codigo?: string } } | null)?.error?.codigo;
}
