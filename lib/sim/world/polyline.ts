import { bearingDeg, haversineKm } from './geo';

/**
 * A path as parallel arrays, with the distance run from its start at each vertex. Plain arrays:
 * most paths are a handful of street corners, where typed arrays would cost more than they hold.
 */
export interface Polyline {
  lat: number[];
  lon: number[];
  cumKm: number[];
}

export function polylineFrom(points: readonly (readonly [number, number])[]): Polyline {
  const line: Polyline = { lat: [], lon: [], cumKm: [] };
  for (const [lat, lon] of points) appendVertex(line, lat, lon);
  return line;
}

export function appendVertex(line: Polyline, lat: number, lon: number): void {
  const last = line.lat.length - 1;
  line.cumKm.push(last < 0 ? 0 : line.cumKm[last]! + haversineKm(line.lat[last]!, line.lon[last]!, lat, lon));
  line.lat.push(lat);
  line.lon.push(lon);
}

export function lengthKm(line: Polyline): number {
  return line.cumKm[line.cumKm.length - 1] ?? 0;
}

export interface PointOnLine {
  lat: number;
  lon: number;
  rumbo: number;
}

/** The point `km` along the line (clamped to its ends) and the heading of the piece it lies on. */
export function pointAtKm(line: Polyline, km: number): PointOnLine {
  const { lat, lon, cumKm } = line;
  const last = cumKm.length - 1;
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (cumKm[mid]! <= km) lo = mid;
    else hi = mid;
  }
  const span = cumKm[hi]! - cumKm[lo]!;
  const f = span > 0 ? Math.min(1, Math.max(0, (km - cumKm[lo]!) / span)) : 0;
  return {
    lat: lat[lo]! + (lat[hi]! - lat[lo]!) * f,
    lon: lon[lo]! + (lon[hi]! - lon[lo]!) * f,
    rumbo: bearingDeg(lat[lo]!, lon[lo]!, lat[hi]!, lon[hi]!),
  };
}
