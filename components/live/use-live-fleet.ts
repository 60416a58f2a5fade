'use client';

import { useQuery } from '@tanstack/react-query';
import type { FleetFilter } from '@/lib/client/fleet-filter';
import { clientsQueryOptions, saludQueryOptions, vehiclesQueryOptions } from '@/lib/client/fleet-queries';
import { positionsQueryOptions, type PositionsSnapshot } from '@/lib/client/positions-query';
import { getQueryClient } from '@/lib/client/query-client';
import { useFleetView } from './use-fleet-view';

/** When the gateway obtained the snapshot, or null before the first one. */
function snapshotTime(snapshot: PositionsSnapshot | undefined): number | null {
  return snapshot?.frescura.obtenido ? Date.parse(snapshot.frescura.obtenido) : null;
}

/** Until the gateway says how often it polls: its documented default. */
const DEFAULT_REFRESH_MS = 15_000;

// The snapshot is what the first draw waits for: ask for it as soon as this module runs in the
// browser, while the page hydrates, not once the page has mounted.
if (typeof window !== 'undefined') void getQueryClient().prefetchQuery(positionsQueryOptions(DEFAULT_REFRESH_MS));

/**
 * Everything the live page reads: the positions snapshot joined with vehicles and clients, and the
 * view of it that `filter` keeps (see `useFleetView`). The snapshot is re-read at the gateway's own
 * poll interval (from `/api/salud`) unless the server set `refreshOverrideMs`.
 */
export function useLiveFleet(refreshOverrideMs: number | null, filter: FleetFilter) {
  const salud = useQuery(saludQueryOptions);
  const gatewayMs = salud.data ? salud.data.posiciones.intervalo_s * 1000 : DEFAULT_REFRESH_MS;
  const positions = useQuery(positionsQueryOptions(refreshOverrideMs ?? gatewayMs));
  // The catalogue (names, drivers) waits for the snapshot: both are parsed by the one fleet worker,
  // and the map needs only the snapshot to draw.
  const vehicles = useQuery({ ...vehiclesQueryOptions, enabled: positions.status !== 'pending' });
  const clients = useQuery(clientsQueryOptions);
  const view = useFleetView(vehicles.data, positions.data, filter);
  return { positions, vehicles, clients, view, snapshotAt: snapshotTime(positions.data) };
}
