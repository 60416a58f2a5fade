import type { Feature, FeatureCollection, MultiLineString, MultiPoint } from 'geojson';
import { type TrackSegment, splitAtGaps } from './gaps';
import { GAP_MS } from './replay-settings';
import { overviewTolerance, simplifyLine } from './simplify-line';
import { UNKNOWN_SPEED_BUCKET, speedBucket } from './speed-buckets';
import { isGps } from '@/lib/fleet/route-facts';
import type { Track } from './track';

/** `b`: speed band (index into BUCKET_COLORS); `a`: 1 when the stretch runs through a non-gps point. */
export interface PathProperties {
  b: number;
  a: 0 | 1;
}

/**
 * The path as one MultiLineString per speed band and accuracy: a 60,000-point week becomes at
 * most a dozen features, whatever its speeds, so the map stores, copies and styles a dozen
 * features rather than thousands. Consecutive stretches with the same style form one line of
 * their band; a band's lines are ordered in time. One pass, no intermediate objects per point.
 * With a `tolerance` (Web Mercator degrees, see simplifyLine) each line keeps only the points
 * that move it by more than that.
 */
export function buildPathLines(
  track: Track,
  segments: readonly TrackSegment[],
  tolerance = 0,
): FeatureCollection<MultiLineString, PathProperties> {
  const byStyle = new Map<number, [number, number][][]>();
  const add = (style: number, run: [number, number][]) => {
    const coordinates = simplifyLine(run, tolerance);
    const lines = byStyle.get(style);
    if (lines) lines.push(coordinates);
    else byStyle.set(style, [coordinates]);
  };
  for (const { start, end } of segments) {
    let runStart = start;
    let runStyle = -1;
    for (let i = start; i < end; i++) {
      const style = stretchStyle(track, i);
      if (style !== runStyle && i > runStart) {
        add(runStyle, runCoordinates(track, runStart, i));
        runStart = i;
      }
      runStyle = style;
    }
    if (end > start) add(runStyle, runCoordinates(track, runStart, end));
  }
  // In band order: where the path crosses itself, faster stretches are drawn over slower ones.
  const styles = [...byStyle.keys()].sort((a, b) => a - b);
  return {
    type: 'FeatureCollection',
    features: styles.map((style) => ({
      type: 'Feature',
      properties: { b: style >> 1, a: (style & 1) as 0 | 1 },
      geometry: { type: 'MultiLineString', coordinates: byStyle.get(style)! },
    })),
  };
}

/**
 * The path as the whole route on screen shows it: the same lines, without the points that move
 * them by less than half a pixel there. A week at 10-second reports keeps a few thousand of its
 * 60,000 points, so the route worker builds this and the map cuts it into tiles at once; the
 * full path replaces it right after it is drawn, for zooming in.
 */
export function buildPathOverview(track: Track): FeatureCollection<MultiLineString, PathProperties> {
  const bounds = trackBounds(track);
  return buildPathLines(track, splitAtGaps(track, GAP_MS), bounds ? overviewTolerance(bounds) : 0);
}

/** Band and accuracy of the stretch from point i to point i+1, packed in one number. */
function stretchStyle(track: Track, i: number): number {
  const approx = isGps(track, i) && isGps(track, i + 1) ? 0 : 1;
  return stretchBucket(track, i) * 2 + approx;
}

/** The stretch's speed is the mean of its ends' speeds, or the one known. */
function stretchBucket(track: Track, i: number): number {
  const a = track.speed[i]!;
  const b = track.speed[i + 1]!;
  if (Number.isNaN(a) && Number.isNaN(b)) return UNKNOWN_SPEED_BUCKET;
  if (Number.isNaN(a)) return speedBucket(b);
  if (Number.isNaN(b)) return speedBucket(a);
  return speedBucket((a + b) / 2);
}

/**
 * A parked device repeats its position for hours; repeated coordinates add nothing to a line
 * but cost the map (copying to its worker, tiling), so each is kept once.
 */
function runCoordinates(track: Track, from: number, to: number): [number, number][] {
  const coordinates: [number, number][] = [[track.lon[from]!, track.lat[from]!]];
  for (let i = from + 1; i <= to; i++) {
    if (track.lon[i] !== track.lon[i - 1] || track.lat[i] !== track.lat[i - 1]) coordinates.push([track.lon[i]!, track.lat[i]!]);
  }
  // A run that never moved is still a line MapLibre can draw (a dot with round caps).
  if (coordinates.length === 1) coordinates.push(coordinates[0]!);
  return coordinates;
}

/**
 * Where the route has points whose position is approximate (cell towers, Wi-Fi, unknown), drawn
 * hollow. One MultiPoint, each place once: a parked device without GPS repeats the same
 * approximate fix for hours, and tens of thousands of identical circles would only cost the
 * map (copying to its worker, tiling) without showing anything more.
 */
export function buildApproxPoints(track: Track): FeatureCollection<MultiPoint> {
  const coordinates: [number, number][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < track.length; i++) {
    if (isGps(track, i)) continue;
    const lon = track.lon[i]!;
    const lat = track.lat[i]!;
    // Most repeats are consecutive; the set catches a device returning to the same fix later.
    if (i > 0 && !isGps(track, i - 1) && lon === track.lon[i - 1] && lat === track.lat[i - 1]) continue;
    const key = `${lon},${lat}`;
    if (seen.has(key)) continue;
    seen.add(key);
    coordinates.push([lon, lat]);
  }
  const features: Feature<MultiPoint>[] = coordinates.length ? [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPoint', coordinates } }] : [];
  return { type: 'FeatureCollection', features };
}

/** [[west, south], [east, north]] of every point, for fit-to-route; null for an empty route. */
export function trackBounds(track: Track): [[number, number], [number, number]] | null {
  if (track.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let i = 0; i < track.length; i++) {
    west = Math.min(west, track.lon[i]!);
    east = Math.max(east, track.lon[i]!);
    south = Math.min(south, track.lat[i]!);
    north = Math.max(north, track.lat[i]!);
  }
  return [
    [west, south],
    [east, north],
  ];
}
