import { CLIENTE_ID_PATTERN, VEHICULO_ID_PATTERN } from '@/lib/fleet/id-patterns';
import { LIST_STATUSES, type FleetFilter, type ListStatus } from './fleet-filter';

/** What the live page keeps in its URL, so a link opens the same view for whoever receives it. */
export type LiveUrlState = FleetFilter & {
  vehiculo: string | null;
  seguir: boolean;
  mapa: { latitude: number; longitude: number; zoom: number } | null;
};

/*
 * Why no zod here, unlike at every other boundary: zod's core alone is ~50 KB gzip, a ninth of the
 * map page's whole budget (MapLibre takes 300 KB of 450), and this is the page's only validation
 * left on the main thread (API answers are validated with zod in the fleet worker). The rules are
 * the same: the API's id patterns, the known statuses, WGS84 and zoom bounds; a bad value is dropped.
 */
const isStatus = (s: string): s is ListStatus => (LIST_STATUSES as readonly string[]).includes(s);

function csv<T extends string>(raw: string, valid: (s: string) => s is T): T[] | undefined {
  const items = raw.split(',').filter(Boolean);
  return items.every(valid) ? (items as T[]) : undefined;
}

const matches = (pattern: RegExp) => (s: string): s is string => pattern.test(s);

function inRange(n: number, min: number, max: number): boolean {
  return Number.isFinite(n) && n >= min && n <= max;
}

function parseMapa(raw: string): LiveUrlState['mapa'] {
  const parts = raw.split(',');
  if (parts.length !== 3 || parts.some((p) => p.trim() === '')) return null;
  const [latitude, longitude, zoom] = parts.map(Number) as [number, number, number];
  return inRange(latitude, -90, 90) && inRange(longitude, -180, 180) && inRange(zoom, 0, 22) ? { latitude, longitude, zoom } : null;
}

export function parseLiveUrlState(params: URLSearchParams): LiveUrlState {
  const get = (key: string) => params.get(key) ?? '';
  const vehiculo = get('vehiculo');
  return {
    q: get('q').slice(0, 100),
    clientes: csv(get('cliente'), matches(CLIENTE_ID_PATTERN)) ?? [],
    estados: csv(get('estado'), isStatus) ?? [],
    vehiculo: VEHICULO_ID_PATTERN.test(vehiculo) ? vehiculo : null,
    seguir: get('seguir') === '1',
    mapa: parseMapa(get('mapa')),
  };
}

const round = (n: number, digits: number) => String(Number(n.toFixed(digits)));

export function serializeLiveUrlState(state: LiveUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vehiculo) params.set('vehiculo', state.vehiculo);
  if (state.vehiculo && state.seguir) params.set('seguir', '1');
  if (state.q) params.set('q', state.q);
  if (state.clientes.length) params.set('cliente', state.clientes.join(','));
  if (state.estados.length) params.set('estado', state.estados.join(','));
  if (state.mapa) {
    const { latitude, longitude, zoom } = state.mapa;
    params.set('mapa', [round(latitude, 5), round(longitude, 5), round(zoom, 2)].join(','));
  }
  return params;
}
