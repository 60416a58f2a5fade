'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { VehiclePoint } from '@/components/map/vehicle-features';
import { clientsQueryOptions, vehiclesQueryOptions } from '@/lib/client/fleet-queries';
import { buildRows, rowTitle, type VehicleRow } from '@/lib/client/fleet-rows';
import { positionsQueryOptions, type PositionsSnapshot } from '@/lib/client/positions-query';

/** The moment a snapshot describes: when the gateway obtained it, else its newest datum. */
function snapshotTime(snapshot: PositionsSnapshot | undefined): number {
  if (!snapshot) return 0;
  if (snapshot.frescura.obtenido) return Date.parse(snapshot.frescura.obtenido);
  let newest = 0;
  for (const p of snapshot.datos) newest = Math.max(newest, Date.parse(p.actualizado));
  return newest;
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
  const at = snapshotTime(positions.data);
  const rows = useMemo(
    () => buildRows(vehicles.data?.datos, positions.data?.datos ?? [], at),
    [vehicles.data, positions.data, at],
  );
  return { positions, vehicles, clients, rows, snapshotAt: at };
}
