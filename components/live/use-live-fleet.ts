'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { VehiclePoint } from '@/components/map/vehicle-features';
import { clientsQueryOptions, vehiclesQueryOptions } from '@/lib/client/fleet-queries';
import { buildRows, rowTitle, type VehicleRow } from '@/lib/client/fleet-rows';
import { positionsQueryOptions, type PositionsSnapshot } from '@/lib/client/positions-query';

/** When the gateway obtained the snapshot, or null before the first one. */
function snapshotTime(snapshot: PositionsSnapshot | undefined): number | null {
  return snapshot?.frescura.obtenido ? Date.parse(snapshot.frescura.obtenido) : null;
}

export function toPoints(rows: readonly VehicleRow[]): Map<string, VehiclePoint> {
  const points = new Map<string, VehiclePoint>();
  for (const row of rows) {
    if (!row.posicion || !row.status) continue;
    points.set(row.id, {
      id: row.id,
      lon: row.posicion.longitud,
      lat: row.posicion.latitud,
      estado: row.status,
      rumbo: row.posicion.rumbo,
      etiqueta: rowTitle(row),
    });
  }
  return points;
}

/** Everything the live page reads: the positions snapshot joined with vehicles and clients. */
export function useLiveFleet(refreshMs: number) {
  const positions = useQuery(positionsQueryOptions(refreshMs));
  const vehicles = useQuery(vehiclesQueryOptions);
  const clients = useQuery(clientsQueryOptions);
  const rows = useMemo(() => buildRows(vehicles.data, positions.data), [vehicles.data, positions.data]);
  return { positions, vehicles, clients, rows, snapshotAt: snapshotTime(positions.data) };
}
