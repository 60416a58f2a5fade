import type { GeoJSONSource, GeoJSONSourceDiff, Map as MapLibreMap } from 'maplibre-gl';
import { diffPoints, isEmptyDiff, NOTHING_HELD, toCollection, type FeatureDetail, type HeldPoints, type VehiclePoint } from './vehicle-features';

type Moves = readonly [VehiclePoint, VehiclePoint][];
/** Picks, among the vehicles that moved, those a glide will carry to their new place. */
export type GlidePicker = (moved: Moves) => ReadonlySet<string>;

/** How far (in zoom levels) outside its layers' range a source is still kept up to date. */
const READY_MARGIN = 1;

function withoutGeometryOf(diff: GeoJSONSourceDiff, gliding: ReadonlySet<string>): GeoJSONSourceDiff {
  if (gliding.size === 0) return diff;
  return { ...diff, update: diff.update?.map((u) => (gliding.has(String(u.id)) ? { ...u, newGeometry: undefined } : u)) };
}

/**
 * One GeoJSON source of vehicles and what it holds. It is brought up to date only while its layers
 * show, or are one zoom level away from showing: each snapshot then costs the page one diff (for
 * the clusters zoomed out, for the single vehicles zoomed in), not one per source. A source left
 * behind catches up with one diff as the zoom comes near its layers.
 */
export class VehicleSource {
  private held: HeldPoints = NOTHING_HELD;

  constructor(
    private readonly map: MapLibreMap,
    readonly id: string,
    /** The zoom range its layers show in: [min, max). */
    private readonly zooms: readonly [number, number],
    private readonly detail: FeatureDetail,
  ) {}

  /** Whether its layers show at the map's zoom, or are about to. */
  active(): boolean {
    const zoom = this.map.getZoom();
    return zoom >= this.zooms[0] - READY_MARGIN && zoom < this.zooms[1] + READY_MARGIN;
  }

  /**
   * What `addSource` starts the source with: all of `target` if its layers show or are about to
   * (one load in MapLibre's worker, instead of an empty one and then the vehicles), else nothing
   * (it catches up as the zoom comes near its layers).
   */
  firstData(target: HeldPoints): GeoJSON.FeatureCollection<GeoJSON.Point> {
    if (!this.active()) return toCollection([]);
    this.held = target;
    return this.collectionOf(target);
  }

  private collectionOf(target: HeldPoints): GeoJSON.FeatureCollection<GeoJSON.Point> {
    return toCollection([...target.points.values()].filter((p) => p.id !== target.without), this.detail);
  }

  holds(target: HeldPoints): boolean {
    return this.held.points === target.points && this.held.without === target.without;
  }

  /**
   * Sends the source what changed between what it holds and `target` (all of it with `setData`
   * when it holds nothing yet). Vehicles `glides` picks keep their old place: the glide moves them.
   * Resolves once MapLibre's worker has taken the change.
   */
  sync(target: HeldPoints, glides?: GlidePicker): Promise<void> {
    const source = this.map.getSource<GeoJSONSource>(this.id);
    if (!source || this.holds(target)) return Promise.resolve();
    const before = this.held;
    this.held = target;
    if (before.points.size === 0) return source.setData(this.collectionOf(target));
    const { diff, moved } = diffPoints(before, target, this.detail);
    if (isEmptyDiff(diff)) return Promise.resolve();
    return source.updateData(glides ? withoutGeometryOf(diff, glides(moved)) : diff);
  }

  /** Forgets what it held (the source is going away). */
  reset(): void {
    this.held = NOTHING_HELD;
  }
}
