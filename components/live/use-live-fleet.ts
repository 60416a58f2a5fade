'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { VehiclePoint } from '@/components/map/vehicle-features';
import { clientsQueryOptions, saludQueryOptions, vehiclesQueryOptions } from '@/lib/client/fleet-queries';
import { buildRows, rowTitle, type VehicleRow } from '@/lib/client/fleet-rows';
import { positionsQueryOptions, type PositionsSnapshot } from '@/lib/client/positions-query';
import { getQueryClient } from '@/lib/client/query-client';

/** When the gateway obtained the snapshot, or null before the first one. */
function snapshotTime(snapshot: PositionsSnapshot | undefined): number | null {
  return snapshot?.frescura.obtenido ? Date.parse(snapshot.frescura.obtenido) : null;
}

/**
 * The map's point of every located row. A vehicle that looks the same as in `previous` keeps the
 * very same point object: the map's diff then skips it at a glance, and a snapshot allocates only
 * what changed.
 */
export function toPoints(rows: readonly VehicleRow[], previous?: ReadonlyMap<string, VehiclePoint>): Map<string, VehiclePoint> {
  const points = new Map<string, VehiclePoint>();
  for (const row of rows) {
    if (!row.posicion || !row.status) continue;
    const { longitud: lon, latitud: lat, rumbo } = row.posicion;
    const etiqueta = rowTitle(row);
    const before = previous?.get(row.id);
    const same = before && before.lon === lon && before.lat === lat && before.estado === row.status && before.rumbo === rumbo && before.etiqueta === etiqueta;
    points.set(row.id, same ? before : { id: row.id, lon, lat, estado: row.status, rumbo, etiqueta });
  }
  return points;
}

/** `toPoints` that remembers the points it made last, to reuse those that did not change. */
export function pointsBuilder(): (rows: readonly VehicleRow[]) => Map<string, VehiclePoint> {
  let last: ReadonlyMap<string, VehiclePoint> | undefined;
  return (rows) => (last = toPoints(rows, last));
}

/** Until the gateway says how often it polls: its documented default. */
const DEFAULT_REFRESH_MS = 15_000;

// The snapshot is what the first draw waits for: ask for it as soon as this module runs in the
// browser, while the page hydrates, not once the page has mounted.
if (typeof window !== 'undefined') void getQueryClient().prefetchQuery(positionsQueryOptions(DEFAULT_REFRESH_MS));

/**
 * Everything the live page reads: the positions snapshot joined with vehicles and clients. The
 * snapshot is re-read at the gateway's own poll interval (from `/api/salud`) unless the server
 * set `refreshOverrideMs`. The catalogue is read once `catalogueWanted` (or the snapshot failed).
 */
export function useLiveFleet(refreshOverrideMs: number | null, catalogueWanted: boolean) {
  const salud = useQuery(saludQueryOptions);
  const gatewayMs = salud.data ? salud.data.posiciones.intervalo_s * 1000 : DEFAULT_REFRESH_MS;
  const positions = useQuery(positionsQueryOptions(refreshOverrideMs ?? gatewayMs));
  // The catalogue (names, drivers) waits until the owner wants it (the live map: once the fleet is
  // drawn) or the snapshot failed: the map needs only the snapshot, and 10,000 vehicles' catalogue
  // read, parsed and joined meanwhile would hold the fleet worker and the page's main thread while
  // the first draw waits.
  const vehicles = useQuery({ ...vehiclesQueryOptions, enabled: catalogueWanted || positions.status === 'error' });
  const clients = useQuery(clientsQueryOptions);
  const [joined, setJoined] = useState<{ rows: VehicleRow[]; withSnapshot: boolean }>({ rows: [], withSnapshot: false });
  const joinedSnapshot = useRef(false);
  useEffect(() => {
    let cancelled = false;
    const join = () => {
      if (cancelled) return;
      joinedSnapshot.current ||= positions.data !== undefined;
      setJoined({ rows: buildRows(vehicles.data, positions.data), withSnapshot: positions.data !== undefined });
    };
    // Joining 20,000 vehicles is a task of its own, after the render that brought the snapshot and
    // before the one that filters and draws them: one snapshot is never one long task. The first
    // join is done at once, as nothing is on the map yet.
    const later = joinedSnapshot.current;
    const timer = later ? setTimeout(join, 0) : undefined;
    if (!later) queueMicrotask(join);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [vehicles.data, positions.data]);
  // `rowsWithSnapshot`: the rows hold a positions snapshot (not only the catalogue, or nothing yet).
  return { positions, vehicles, clients, rows: joined.rows, rowsWithSnapshot: joined.withSnapshot, snapshotAt: snapshotTime(positions.data) };
}
