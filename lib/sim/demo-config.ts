import type { SimConfig } from './config';

/** The key `npm start` and `npm run sim` use by default: every client, every permission. */
export const DEMO_KEY = 'svc_live_demo';

const ALL_PERMISSIONS: SimConfig['keys'][number]['permissions'] = ['posiciones', 'recorridos', 'eventos'];

/**
 * A believable demo: six clients around Argentina, a few hundred vehicles, some that never
 * reported a position or keep no history, and keys that show every state a key can be in.
 */
export const DEMO_CONFIG: SimConfig = {
  seed: 2026,
  clients: [
    { id: 'cli_1001', name: 'Transportes del Sur', vehicles: 120, withoutPosition: 3, withoutHistory: 1 },
    { id: 'cli_2002', name: 'Frío Andino', vehicles: 60, withoutPosition: 1, withoutHistory: 0 },
    { id: 'cli_3003', name: 'Logística Litoral', vehicles: 80, withoutPosition: 0, withoutHistory: 2 },
    { id: 'cli_4004', name: 'Distribuidora Pampeana', vehicles: 45, withoutPosition: 2, withoutHistory: 0 },
    { id: 'cli_5005', name: 'Expreso Cuyo', vehicles: 35, withoutPosition: 0, withoutHistory: 0 },
    { id: 'cli_6006', name: null, vehicles: 20, withoutPosition: 1, withoutHistory: 1 },
  ],
  keys: [
    demoKey(DEMO_KEY, 'Central de monitoreo (demo)', '*', ALL_PERMISSIONS),
    demoKey('svc_live_demo_tablero', 'Tablero sin eventos', ['cli_1001', 'cli_2002'], ['posiciones', 'recorridos'], 60),
    demoKey('svc_live_demo_frio', 'Frío Andino: solo su flota', ['cli_2002'], ALL_PERMISSIONS),
    { ...demoKey('svc_live_demo_pausada', 'Integración pausada', '*', ALL_PERMISSIONS), status: 'paused' },
    { ...demoKey('svc_live_demo_revocada', 'Clave rotada', '*', ALL_PERMISSIONS), status: 'revoked' },
    { ...demoKey('svc_live_demo_vencida', 'Prueba vencida', '*', ALL_PERMISSIONS), expires: '2025-12-31T23:59:59-03:00' },
    {
      ...demoKey('svc_live_demo_oficina', 'Solo desde la oficina', '*', ALL_PERMISSIONS),
      allowedIps: ['203.0.113.10'],
    },
  ],
  limits: { invalidKeyAttempts: 20, lockoutSeconds: 600, historyQueriesInFlight: 2 },
  faults: { unavailableRate: 0, latencyMs: 0 },
};

function demoKey(
  key: string,
  name: string,
  clients: SimConfig['keys'][number]['clients'],
  permissions: SimConfig['keys'][number]['permissions'],
  unitsPerMinute = 120,
): SimConfig['keys'][number] {
  return { key, name, clients, permissions, unitsPerMinute, expires: null, allowedIps: null, status: 'active' };
}
