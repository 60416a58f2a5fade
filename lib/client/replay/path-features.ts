import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { TrackSegment } from './gaps';
import { UNKNOWN_SPEED_BUCKET, speedBucket } from './speed-buckets';
import { type Track, isGps, origenAt } from './track';

/** `b`: speed band (index into BUCKET_COLORS); `a`: 1 when the stretch runs through a non-gps point. */
export interface PathProperties {
  b: number;
  a: 0 | 1;
}

/**
 * The path as few LineStrings as possible: consecutive stretches with the same band and the
 * same accuracy share one feature, so a 60,000-point week becomes a few thousand features the
 * map can style with two data-driven properties.
 */
export function buildPathLines(track: Track, segments: readonly TrackSegment[]): FeatureCollection<LineString, PathProperties> {
  const features: Feature<LineString, PathProperties>[] = [];
  for (const { start, end } of segments) {
    let runStart = start;
    let runStyle = -1;
    for (let i = start; i < end; i++) {
      const style = stretchStyle(track, i);
      if (style !== runStyle && i > runStart) {
        features.push(line(track, runStart, i, runStyle));
        runStart = i;
      }
      runStyle = style;
    }
    if (end > start) features.push(line(track, runStart, end, runStyle));
  }
  return { type: 'FeatureCollection', features };
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
function line(track: Track, from: number, to: number, style: number): Feature<LineString, PathProperties> {
  const coordinates: [number, number][] = [[track.lon[from]!, track.lat[from]!]];
  for (let i = from + 1; i <= to; i++) {
    if (track.lon[i] !== track.lon[i - 1] || track.lat[i] !== track.lat[i - 1]) coordinates.push([track.lon[i]!, track.lat[i]!]);
  }
  // A run that never moved is still a line MapLibre can draw (a dot with round caps).
  if (coordinates.length === 1) coordinates.push(coordinates[0]!);
  return {
    type: 'Feature',
    properties: { b: style >> 1, a: (style & 1) as 0 | 1 },
    geometry: { type: 'LineString', coordinates },
  };
}

/** Points whose position is approximate (cell towers, Wi-Fi, unknown), drawn hollow. */
export function buildApproxPoints(track: Track): FeatureCollection<Point, { i: number; origen: string }> {
  const features: Feature<Point, { i: number; origen: string }>[] = [];
  for (let i = 0; i < track.length; i++) {
    if (isGps(track, i)) continue;
    features.push({
      type: 'Feature',
      properties: { i, origen: origenAt(track, i) ?? 'desconocido' },
      geometry: { type: 'Point', coordinates: [track.lon[i]!, track.lat[i]!] },
    });
  }
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
