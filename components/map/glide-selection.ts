import type { LngLatBounds } from 'maplibre-gl';
import type { VehiclePoint } from './vehicle-features';
import { CLUSTER_UNTIL_ZOOM } from './vehicle-layer-specs';

/** Gliding more vehicles than this at once would cost more per frame than it shows. */
export const MAX_GLIDING = 1_500;
/** A jump longer than this (about 30 km) is a GPS gap, not a drive: it is not animated. */
const MAX_GLIDE_DEGREES = 0.3;

function inside(bounds: Pick<LngLatBounds, 'contains'>, p: VehiclePoint): boolean {
  return bounds.contains([p.lon, p.lat]);
}

/**
 * Which moves to animate: only where single vehicles are drawn (clusters jump), only those that
 * start or end in view, only plausible drives, and none at all past `MAX_GLIDING` (then every
 * vehicle jumps, which keeps one snapshot update cheap at any fleet size).
 */
export function pickGlides(
  moved: readonly [VehiclePoint, VehiclePoint][],
  zoom: number,
  bounds: Pick<LngLatBounds, 'contains'>,
): [VehiclePoint, VehiclePoint][] {
  if (zoom < CLUSTER_UNTIL_ZOOM) return [];
  const picked: [VehiclePoint, VehiclePoint][] = [];
  for (const track of moved) {
    const [from, to] = track;
    if (Math.abs(to.lon - from.lon) > MAX_GLIDE_DEGREES || Math.abs(to.lat - from.lat) > MAX_GLIDE_DEGREES) continue;
    if (!inside(bounds, from) && !inside(bounds, to)) continue;
    picked.push(track);
    if (picked.length > MAX_GLIDING) return [];
  }
  return picked;
}
