import type { TimeRange } from '@/lib/fleet/range';
import { formatApiDateTime } from '@/lib/fleet/time';
import { effectiveTypes, type HistoryQuery } from './history-query';

/**
 * The `/api/eventos` URL for a validated range and the chosen scope. The gateway takes several
 * clients and vehicles at once (their intersection when both are given) and plans the upstream
 * queries itself.
 */
export function historyRequestUrl(range: TimeRange, query: HistoryQuery): string {
  const params = new URLSearchParams({ desde: formatApiDateTime(range.desde), hasta: formatApiDateTime(range.hasta) });
  if (query.clientes.length > 0) params.set('cliente', [...query.clientes].sort().join(','));
  if (query.vehiculos.length > 0) params.set('vehiculos', [...query.vehiculos].sort().join(','));
  const tipos = effectiveTypes(query);
  if (tipos.length > 0) params.set('tipos', tipos.join(','));
  return `/api/eventos?${params}`;
}
