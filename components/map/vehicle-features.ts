import type { GeoJSONSourceDiff } from 'maplibre-gl';
import type { VehicleStatus } from '@/lib/client/vehicle-status';

/** What the map draws of one vehicle; the ids are the source's `promoteId`. */
export type VehiclePoint = {
  id: string;
  lon: number;
  lat: number;
  estado: VehicleStatus;
  /** Degrees from north, or null when unknown (no arrow is drawn). */
  rumbo: number | null;
  etiqueta: string;
};

export type VehicleFeature = GeoJSON.Feature<GeoJSON.Point, { id: string; estado: string; etiqueta?: string; rumbo?: number }>;

/**
 * How much of a vehicle a source draws: all of it (dot colour, heading arrow, label), or only its
 * status colour (the clusters' source: its loose dots have no arrow and no label, so a new heading
 * or label costs it nothing).
 */
export type FeatureDetail = 'full' | 'status';

export function toFeature(p: VehiclePoint, detail: FeatureDetail = 'full'): VehicleFeature {
  if (detail === 'status') return { type: 'Feature', geometry: { type: 'Point', coordinates: [p.lon, p.lat] }, properties: { id: p.id, estado: p.estado } };
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [p.lon, p.lat] },
    // `rumbo` is left out rather than null: MapLibre's `has` filter then hides the arrow.
    properties: p.rumbo === null ? { id: p.id, estado: p.estado, etiqueta: p.etiqueta } : { id: p.id, estado: p.estado, etiqueta: p.etiqueta, rumbo: p.rumbo },
  };
}

export function toCollection(points: Iterable<VehiclePoint>, detail: FeatureDetail = 'full'): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return { type: 'FeatureCollection', features: Array.from(points, (p) => toFeature(p, detail)) };
}

export function samePlace(a: VehiclePoint, b: VehiclePoint): boolean {
  return a.lon === b.lon && a.lat === b.lat;
}

function sameLook(a: VehiclePoint, b: VehiclePoint, detail: FeatureDetail): boolean {
  return a.estado === b.estado && (detail === 'status' || (a.rumbo === b.rumbo && a.etiqueta === b.etiqueta));
}

export type PointsDiff = {
  diff: GeoJSONSourceDiff;
  /** Vehicles present before and after whose position changed: [before, after]. */
  moved: [VehiclePoint, VehiclePoint][];
};

/** What a source holds: every point of `points` except `without` (the selected vehicle, drawn apart). */
export type HeldPoints = { points: ReadonlyMap<string, VehiclePoint>; without: string | null };

export const NOTHING_HELD: HeldPoints = { points: new Map(), without: null };

/**
 * The smallest change that turns what a source holds (`before`) into `after`: added, removed,
 * and, for vehicles that moved or changed look, a partial update of only what changed.
 */
export function diffPoints(before: HeldPoints, after: HeldPoints, detail: FeatureDetail = 'full'): PointsDiff {
  const add: VehicleFeature[] = [];
  const update: NonNullable<GeoJSONSourceDiff['update']> = [];
  const remove: string[] = [];
  const moved: [VehiclePoint, VehiclePoint][] = [];
  for (const [id, next] of after.points) {
    if (id === after.without) continue;
    const prev = id === before.without ? undefined : before.points.get(id);
    if (!prev) {
      add.push(toFeature(next, detail));
      continue;
    }
    if (prev === next) continue;
    const placeChanged = !samePlace(prev, next);
    const lookChanged = !sameLook(prev, next, detail);
    if (!placeChanged && !lookChanged) continue;
    if (placeChanged) moved.push([prev, next]);
    update.push({
      id,
      ...(placeChanged ? { newGeometry: { type: 'Point', coordinates: [next.lon, next.lat] } } : {}),
      ...(lookChanged ? lookUpdate(next, detail) : {}),
    });
  }
  for (const id of before.points.keys()) if (id !== before.without && (id === after.without || !after.points.has(id))) remove.push(id);
  const diff: GeoJSONSourceDiff = {};
  if (add.length) diff.add = add;
  if (update.length) diff.update = update;
  if (remove.length) diff.remove = remove;
  return { diff, moved };
}

function lookUpdate(p: VehiclePoint, detail: FeatureDetail) {
  if (detail === 'status') return { addOrUpdateProperties: [{ key: 'estado', value: p.estado }] };
  return {
    addOrUpdateProperties: [
      { key: 'estado', value: p.estado },
      { key: 'etiqueta', value: p.etiqueta },
      ...(p.rumbo === null ? [] : [{ key: 'rumbo', value: p.rumbo }]),
    ],
    ...(p.rumbo === null ? { removeProperties: ['rumbo'] } : {}),
  };
}

export function isEmptyDiff(diff: GeoJSONSourceDiff): boolean {
  return !diff.add?.length && !diff.update?.length && !diff.remove?.length && !diff.removeAll;
}
