import type { GeoJSONFeature, MapGeoJSONFeature, Map as MapLibreMap, MapMouseEvent, PointLike } from 'maplibre-gl';

export type FeatureClickHandler = (feature: GeoJSONFeature) => (() => void) | void;

/**
 * How far from a marker, in CSS pixels, a click still picks it. A fingertip covers about
 * 40 pixels, so a tap picks the nearest marker within about 20 (a 6-pixel event circle is
 * then a 44-pixel target, as touch guidelines ask); a mouse gets a smaller margin.
 */
const TOUCH_REACH_PX = 20;
const MOUSE_REACH_PX = 8;

function reachOf(e: MapMouseEvent): number {
  const pointerType = 'pointerType' in e.originalEvent ? e.originalEvent.pointerType : 'mouse';
  return pointerType === 'mouse' ? MOUSE_REACH_PX : TOUCH_REACH_PX;
}

/** A circle layer's drawn radius with its stroke, when both are plain numbers (0 otherwise). */
function drawnRadius(map: MapLibreMap, layerId: string): number {
  const radius: unknown = map.getPaintProperty(layerId, 'circle-radius');
  const stroke: unknown = map.getPaintProperty(layerId, 'circle-stroke-width');
  return (typeof radius === 'number' ? radius : 0) + (typeof stroke === 'number' ? stroke : 0);
}

/**
 * The clickable layers of one map, with one click and one hover listener for all of them: a
 * click goes to the marker whose drawn edge is nearest to it, within reach (the topmost on a
 * tie, so a click inside an event drawn over a stop picks the event, and one on the stop's rim
 * the stop), and opens one popup at a time.
 */
class ClickableLayers {
  private readonly handlers = new Map<string, { current: FeatureClickHandler }>();
  private closeOpen: { layerId: string; close: () => void } | null = null;

  constructor(private readonly map: MapLibreMap) {}

  add(layerId: string, handler: { current: FeatureClickHandler }): void {
    if (this.handlers.size === 0) {
      this.map.on('click', this.onClick);
      this.map.on('mousemove', this.onMove);
    }
    this.handlers.set(layerId, handler);
  }

  /** Returns true when no layer is left, so the registry can be dropped. */
  remove(layerId: string): boolean {
    this.handlers.delete(layerId);
    if (this.closeOpen?.layerId === layerId) this.closePopup();
    if (this.handlers.size > 0) return false;
    this.map.off('click', this.onClick);
    this.map.off('mousemove', this.onMove);
    this.map.getCanvas().style.cursor = '';
    return true;
  }

  private nearest(e: MapMouseEvent): MapGeoJSONFeature | undefined {
    const layers = [...this.handlers.keys()].filter((id) => this.map.getLayer(id));
    if (layers.length === 0) return undefined;
    const r = reachOf(e);
    const box: [PointLike, PointLike] = [
      [e.point.x - r, e.point.y - r],
      [e.point.x + r, e.point.y + r],
    ];
    let best: { feature: MapGeoJSONFeature; distance: number } | undefined;
    // Topmost first: a later feature must be strictly nearer to win.
    for (const feature of this.map.queryRenderedFeatures(box, { layers })) {
      if (feature.geometry.type !== 'Point') continue;
      const [lon, lat] = feature.geometry.coordinates as [number, number];
      const at = this.map.project([lon, lat]);
      const distance = Math.max(0, Math.hypot(at.x - e.point.x, at.y - e.point.y) - drawnRadius(this.map, feature.layer.id));
      if (distance <= r && (!best || distance < best.distance)) best = { feature, distance };
    }
    return best?.feature;
  }

  private readonly onClick = (e: MapMouseEvent) => {
    const feature = this.nearest(e);
    const handler = feature && this.handlers.get(feature.layer.id);
    if (!feature || !handler) return;
    this.closePopup();
    const close = handler.current(feature);
    if (close) this.closeOpen = { layerId: feature.layer.id, close };
  };

  private readonly onMove = (e: MapMouseEvent) => {
    this.map.getCanvas().style.cursor = this.nearest(e) ? 'pointer' : '';
  };

  private closePopup(): void {
    this.closeOpen?.close();
    this.closeOpen = null;
  }
}

const registries = new WeakMap<MapLibreMap, ClickableLayers>();

/** Makes a layer's point features clickable; returns the function that undoes it. */
export function makeClickable(map: MapLibreMap, layerId: string, handler: { current: FeatureClickHandler }): () => void {
  const registry = registries.get(map) ?? new ClickableLayers(map);
  registries.set(map, registry);
  registry.add(layerId, handler);
  return () => {
    if (registry.remove(layerId)) registries.delete(map);
  };
}
