import { type ScreenPoint, worldPixel } from './map-frame';

export type LonLat = { longitud: number; latitud: number };

/** The map's size in pixels, and how much of its bottom the fit keeps free for the speed legend. */
export type MapArea = { width: number; height: number; padding: number; bottomPadding: number; maxZoom: number };

/**
 * Where a map of this size shows places once it frames these points as MapLibre's `fitBounds`
 * does (the points' box centred in the padded map, at the closest zoom that holds it, capped):
 * lets a test judge, before any page is open, how far apart things will be drawn.
 */
export function fittedProjection(points: readonly LonLat[], area: MapArea): (p: LonLat) => ScreenPoint {
  const world = points.map((p) => worldPixel(p.longitud, p.latitud));
  const [minX, maxX] = [Math.min(...world.map((p) => p.x)), Math.max(...world.map((p) => p.x))];
  const [minY, maxY] = [Math.min(...world.map((p) => p.y)), Math.max(...world.map((p) => p.y))];
  const innerWidth = area.width - 2 * area.padding;
  const innerHeight = area.height - area.padding - area.bottomPadding;
  const maxScale = 2 ** area.maxZoom;
  const scale = Math.min(maxScale, innerWidth / Math.max(maxX - minX, 1e-12), innerHeight / Math.max(maxY - minY, 1e-12));
  const centre = { x: area.padding + innerWidth / 2, y: area.padding + innerHeight / 2 };
  return (p) => {
    const q = worldPixel(p.longitud, p.latitud);
    return { x: centre.x + (q.x - (minX + maxX) / 2) * scale, y: centre.y + (q.y - (minY + maxY) / 2) * scale };
  };
}
