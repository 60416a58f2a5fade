import type { TimeRange } from '@/lib/fleet/range';
import { formatApiDateTime } from '@/lib/fleet/time';
import { effectiveTipos, type HistoryQuery } from './history-query';
import type { VehicleDirectory } from './vehicle-directory';

/**
 * The `/api/eventos` URL for a validated range and the chosen scope. The API filters by one
 * client at a time, so several clients are asked for as their vehicles; chosen vehicles, being
 * the narrower choice, win over clients (the form only offers vehicles of the chosen clients).
 */
export function historyRequestUrl(range: TimeRange, query: HistoryQuery, directory: VehicleDirectory): string {
  const params = new URLSearchParams({ desde: formatApiDateTime(range.desde), hasta: formatApiDateTime(range.hasta) });
  const vehiculos = scopeVehicles(query, directory);
  if (vehiculos.length > 0) params.set('vehiculos', vehiculos.join(','));
  else if (query.clientes.length === 1) params.set('cliente', query.clientes[0] as string);
  const tipos = effectiveTipos(query);
  if (tipos.length > 0) params.set('tipos', tipos.join(','));
  return `/api/eventos?${params}`;
}

function scopeVehicles(query: HistoryQuery, directory: VehicleDirectory): string[] {
  if (query.vehiculos.length > 0) return [...query.vehiculos].sort();
  const clients = new Set(query.clientes);
  if (clients.size < 2) return [];
  return [...directory.values()].filter((v) => clients.has(v.clienteId)).map((v) => v.id).sort();
}

/** Whether the URL can be built now: several clients need the vehicle list to know their vehicles. */
export function needsDirectory(query: HistoryQuery): boolean {
  return query.clientes.length > 1 && query.vehiculos.length === 0;
}
