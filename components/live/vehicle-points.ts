import type { VehiclePoint } from '@/components/map/vehicle-features';
import { rowTitle, type VehicleRow } from '@/lib/client/fleet-rows';
import { runNow, STEP_ITEMS, type Steps } from '@/lib/client/sliced-work';

/**
 * The map's point of every located row. A vehicle that looks the same as in `previous` keeps the
 * very same point object: the map's diff then skips it at a glance, and a snapshot allocates only
 * what changed. In steps of `STEP_ITEMS` rows (see `sliced-work.ts`).
 */
export function* pointSteps(rows: readonly VehicleRow[], previous?: ReadonlyMap<string, VehiclePoint>): Steps<Map<string, VehiclePoint>> {
  const points = new Map<string, VehiclePoint>();
  for (let i = 0; i < rows.length; i++) {
    if (i % STEP_ITEMS === 0) yield;
    const row = rows[i]!;
    if (!row.posicion || !row.status) continue;
    const { longitud: lon, latitud: lat, rumbo } = row.posicion;
    const etiqueta = rowTitle(row);
    const before = previous?.get(row.id);
    const same = before && before.lon === lon && before.lat === lat && before.estado === row.status && before.rumbo === rumbo && before.etiqueta === etiqueta;
    points.set(row.id, same ? before : { id: row.id, lon, lat, estado: row.status, rumbo, etiqueta });
  }
  return points;
}

export function toPoints(rows: readonly VehicleRow[], previous?: ReadonlyMap<string, VehiclePoint>): Map<string, VehiclePoint> {
  return runNow(pointSteps(rows, previous));
}

export type PointsBuilder = {
  now: (rows: readonly VehicleRow[]) => Map<string, VehiclePoint>;
  steps: (rows: readonly VehicleRow[]) => Steps<Map<string, VehiclePoint>>;
};

/** `toPoints` (at once or in steps) that remembers the points it made last, to reuse those that did not change. */
export function pointsBuilder(): PointsBuilder {
  let last: ReadonlyMap<string, VehiclePoint> | undefined;
  return {
    now: (rows) => (last = toPoints(rows, last)),
    steps: function* (rows) {
      return (last = yield* pointSteps(rows, last));
    },
  };
}
