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
  const lat: number[] = [];
  const lon: number[] = [];
  const cumKm: number[] = [];
  points.forEach(([la, lo], i) => {
    lat.push(la);
    lon.push(lo);
    cumKm.push(i === 0 ? 0 : cumKm[i - 1]! + haversineKm(lat[i - 1]!, lon[i - 1]!, la, lo));
  });
  return { lat, lon, cumKm };
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

/** Joins lines end to start (a repeated joint vertex is dropped). */
export function concatLines(lines: readonly Polyline[]): Polyline {
  const points: [number, number][] = [];
  for (const line of lines) {
    for (let i = 0; i < line.lat.length; i++) {
      const prev = points[points.length - 1];
      if (prev && prev[0] === line.lat[i] && prev[1] === line.lon[i]) continue;
      points.push([line.lat[i]!, line.lon[i]!]);
    }
  }
  return polylineFrom(points);
}
