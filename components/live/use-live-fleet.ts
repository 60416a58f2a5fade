'use client';

import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/lib/client/use-hydrated';
import type { FleetFilter } from '@/lib/client/fleet-filter';
import { clientsQueryOptions, gatewayHealthQueryOptions, vehiclesQueryOptions } from '@/lib/client/fleet-queries';
import { positionsQueryOptions, type PositionsSnapshot } from '@/lib/client/positions-query';
import { DEFAULT_REFRESH_MS } from './first-snapshot';
import { useFleetView } from './use-fleet-view';

/** When the gateway obtained the snapshot, or null before the first one. */
function snapshotTime(snapshot: PositionsSnapshot | undefined): number | null {
  return snapshot?.frescura.obtenido ? Date.parse(snapshot.frescura.obtenido) : null;
}

/**
 * Everything the live page reads: the positions snapshot joined with vehicles and clients, and the
 * view of it that `filter` keeps (see `useFleetView`). The snapshot is re-read at the gateway's own
 * poll interval (from `/api/salud`) unless the server set `refreshOverrideMs`. The catalogue is
 * read once `catalogueWanted` (or the snapshot failed).
 */
export function useLiveFleet(refreshOverrideMs: number | null, filter: FleetFilter, catalogueWanted: boolean) {
  const salud = useQuery(gatewayHealthQueryOptions);
  const gatewayMs = salud.data ? salud.data.posiciones.intervalo_s * 1000 : DEFAULT_REFRESH_MS;
  const asked = useQuery(positionsQueryOptions(refreshOverrideMs ?? gatewayMs));
  // The first snapshot is often in before React hydrates (first-snapshot.ts): it shows from the
  // render after, so that hydration meets the page the server rendered, with no snapshot yet.
  const hydrated = useHydrated();
  const positions = hydrated ? asked : { data: undefined, error: null, status: 'pending' as const };
  // The catalogue (names, drivers) waits until the owner wants it (the live map: once the fleet is
  // drawn) or the snapshot failed: the map needs only the snapshot, and 10,000 vehicles' catalogue
  // read, parsed and joined meanwhile would hold the fleet worker and the page's main thread while
  // the first draw waits.
  const vehicles = useQuery({ ...vehiclesQueryOptions, enabled: catalogueWanted || positions.status === 'error' });
  const clients = useQuery(clientsQueryOptions);
  const view = useFleetView(vehicles.data, positions.data, filter);
  return { positions, vehicles, clients, view, snapshotAt: snapshotTime(positions.data) };
}
