/**
 * Douglas–Peucker on [lon, lat] lines, measured in Web Mercator degrees (the map's own plane):
 * a point is kept when leaving it out would move the line by more than `tolerance`. The ends
 * are always kept. Iterative, so a 60,000-point line cannot overflow the stack.
 */
export function simplifyLine(coordinates: [number, number][], tolerance: number): [number, number][] {
  const n = coordinates.length;
  if (n <= 2 || tolerance <= 0) return coordinates;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    x[i] = coordinates[i]![0];
    y[i] = mercatorY(coordinates[i]![1]);
  }
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack = [0, n - 1];
  const sqTolerance = tolerance * tolerance;
  while (stack.length) {
    const last = stack.pop()!;
    const first = stack.pop()!;
    const farthest = farthestBeyond(x, y, first, last, sqTolerance);
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push(first, farthest, farthest, last);
  }
  return coordinates.filter((_, i) => keep[i] === 1);
}

/**
 * The tolerance that cannot show when the whole route fills the screen: under half a pixel of
 * a map up to 2,048 pixels across the route's larger side (fit-to-route frames it smaller).
 */
export function overviewTolerance(bounds: [[number, number], [number, number]]): number {
  const [[west, south], [east, north]] = bounds;
  return Math.max(east - west, mercatorY(north) - mercatorY(south)) / 4096;
}

/** Latitude to Web Mercator's y, in degrees so it shares longitude's unit. */
function mercatorY(lat: number): number {
  return (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 180) / Math.PI;
}

/**
 * The point strictly between `first` and `last` furthest from the segment joining them, if it
 * is further than √sqTolerance; else -1. The distance is computed in the loop itself: this is
 * the hot loop of a 60,000-point route, and a helper called from it was bundled as a closure
 * created on every iteration.
 */
function farthestBeyond(x: Float64Array, y: Float64Array, first: number, last: number, sqTolerance: number): number {
  const ax = x[first]!;
  const ay = y[first]!;
  const dx = x[last]! - ax;
  const dy = y[last]! - ay;
  const lengthSq = dx * dx + dy * dy;
  let farthest = -1;
  let farthestSq = sqTolerance;
  for (let i = first + 1; i < last; i++) {
    // The closest point of the segment to point i, at fraction t along it.
    const t = lengthSq === 0 ? 0 : Math.min(1, Math.max(0, ((x[i]! - ax) * dx + (y[i]! - ay) * dy) / lengthSq));
    const ex = x[i]! - (ax + dx * t);
    const ey = y[i]! - (ay + dy * t);
    const d = ex * ex + ey * ey;
    if (d > farthestSq) {
      farthest = i;
      farthestSq = d;
    }
  }
  return farthest;
}
