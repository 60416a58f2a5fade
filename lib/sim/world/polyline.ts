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
  line.cumKm.push(kmAt(line, line.lat.length - 1, lat, lon));
  line.lat.push(lat);
  line.lon.push(lon);
}

/** The distance run at a new vertex after vertex `last` (-1: the first). */
function kmAt(line: Polyline, last: number, lat: number, lon: number): number {
  return last < 0 ? 0 : line.cumKm[last]! + haversineKm(line.lat[last]!, line.lon[last]!, lat, lon);
}

/** Where the line being built goes, one at a time (`LineBuilder`); overwritten, never shrunk. */
const scratch: Polyline = { lat: [], lon: [], cumKm: [] };

/**
 * Builds a trip's line vertex by vertex in arrays shared by every trip, then copies it once at
 * its size: growing three fresh arrays per trip cost a good part of what a day plan allocates.
 * Making a builder ends the previous one.
 */
export class LineBuilder {
  private n = 0;

  /** Whether the last vertex is (lat, lon). */
  endsAt(lat: number, lon: number): boolean {
    return this.n > 0 && scratch.lat[this.n - 1] === lat && scratch.lon[this.n - 1] === lon;
  }

  get length(): number {
    return this.n;
  }

  append(lat: number, lon: number): void {
    const at = this.n;
    const km = kmAt(scratch, at - 1, lat, lon);
    // The three arrays grow together, past their end only.
    if (at === scratch.lat.length) {
      scratch.cumKm.push(km);
      scratch.lat.push(lat);
      scratch.lon.push(lon);
    } else {
      scratch.cumKm[at] = km;
      scratch.lat[at] = lat;
      scratch.lon[at] = lon;
    }
    this.n = at + 1;
  }

  finish(): Polyline {
    return { lat: scratch.lat.slice(0, this.n), lon: scratch.lon.slice(0, this.n), cumKm: scratch.cumKm.slice(0, this.n) };
  }
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
  const { lat, lon } = line;
  const lo = pieceAt(line, km);
  const hi = lo + 1 < lat.length ? lo + 1 : lat.length - 1;
  const f = fractionOf(line, lo, hi, km);
  return {
    lat: lat[lo]! + (lat[hi]! - lat[lo]!) * f,
    lon: lon[lo]! + (lon[hi]! - lon[lo]!) * f,
    rumbo: bearingDeg(lat[lo]!, lon[lo]!, lat[hi]!, lon[hi]!),
  };
}

/** The point `km` along the line, without the heading (its trigonometry is most of the cost): where an event or a rest is. */
export function placeAtKm(line: Polyline, km: number): { lat: number; lon: number } {
  const { lat, lon } = line;
  const lo = pieceAt(line, km);
  const hi = lo + 1 < lat.length ? lo + 1 : lat.length - 1;
  const f = fractionOf(line, lo, hi, km);
  return { lat: lat[lo]! + (lat[hi]! - lat[lo]!) * f, lon: lon[lo]! + (lon[hi]! - lon[lo]!) * f };
}

/** The vertex where the piece holding `km` starts. */
function pieceAt(line: Polyline, km: number): number {
  const { cumKm } = line;
  let lo = 0;
  let hi = cumKm.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (cumKm[mid]! <= km) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** How far along the piece from vertex lo to hi `km` lies, from 0 to 1. */
function fractionOf(line: Polyline, lo: number, hi: number, km: number): number {
  const { cumKm } = line;
  const span = cumKm[hi]! - cumKm[lo]!;
  return span > 0 ? Math.min(1, Math.max(0, (km - cumKm[lo]!) / span)) : 0;
}
