import type { Legs } from './legs';
import { LineBuilder, type PointOnLine, type Polyline, placeAtKm, pointAtKm } from './polyline';
import type { RoadKind } from './speeds';

/**
 * A drive is a path and a timetable along it (its legs). Position at any instant is a formula
 * over the legs.
 */
export interface Drive {
  kind: 'drive';
  t0: number;
  t1: number;
  line: Polyline;
  legs: Legs;
  /** Whether the engine keeps running at the stop that follows (set once the day is planned). */
  engineOnAtEnd: boolean;
  /** Km driven earlier in the day, for the odometer. */
  kmBefore: number;
  /** Where along its line this drive starts (a rest on the road splits one trip's line in stints). */
  kmStart: number;
  /** Where along its line this drive ends. */
  kmEnd: number;
}

/** A stretch of one kind of road, as parallel arrays: a trip has up to hundreds of vertices, and a pair each cost most of a plan's garbage. */
export interface RoadPiece {
  kind: RoadKind;
  lat: number[];
  lon: number[];
}

/** Joins road pieces into one line, remembering which kind of road each of its pieces is. */
export function joinPieces(pieces: readonly RoadPiece[]): { line: Polyline; kinds: RoadKind[] } {
  const line = new LineBuilder();
  const kinds: RoadKind[] = [];
  for (const piece of pieces) {
    for (let i = 0; i < piece.lat.length; i++) {
      const lat = piece.lat[i]!;
      const lon = piece.lon[i]!;
      if (line.endsAt(lat, lon)) continue;
      if (line.length > 0) kinds.push(piece.kind);
      line.append(lat, lon);
    }
  }
  return { line: line.finish(), kinds };
}

export function makeDrive(line: Polyline, legs: Legs, t0: number, t1: number): Drive {
  const last = legs.count - 1;
  return {
    kind: 'drive', t0, t1, line, legs, engineOnAtEnd: false, kmBefore: 0,
    kmStart: last >= 0 ? legs.km0(0) : 0,
    kmEnd: last >= 0 ? legs.km1(last) : 0,
  };
}

export interface DriveState extends PointOnLine {
  kmh: number;
  km: number;
  /** The speed limit where the vehicle is. */
  limit: number;
}

export function driveStateAt(drive: Drive, t: number): DriveState {
  const { legs } = drive;
  const i = legs.indexAt(t);
  const km = kmAlong(legs, i, t);
  const point = pointAtKm(drive.line, km);
  return { lat: point.lat, lon: point.lon, rumbo: point.rumbo, kmh: legs.kmh(i), km, limit: legs.limit(i) };
}

/** Where the drive is at t and its leg's speed, without the heading: all an event needs. */
export function drivePlaceAt(drive: Drive, t: number): { lat: number; lon: number; kmh: number } {
  const { legs } = drive;
  const i = legs.indexAt(t);
  const point = placeAtKm(drive.line, kmAlong(legs, i, t));
  return { lat: point.lat, lon: point.lon, kmh: legs.kmh(i) };
}

/** The distance run along the line at t, within leg i. */
function kmAlong(legs: Legs, i: number, t: number): number {
  const t0 = legs.t0(i);
  const span = legs.t1(i) - t0;
  const f = span > 0 ? Math.min(1, Math.max(0, (t - t0) / span)) : 0;
  return legs.km0(i) + (legs.km1(i) - legs.km0(i)) * f;
}

/** The instant the drive reaches `km` along its line. */
export function timeAtKm(drive: Drive, km: number): number {
  const { legs } = drive;
  for (let i = 0; i < legs.count; i++) {
    const km0 = legs.km0(i);
    const km1 = legs.km1(i);
    if (km1 >= km && km1 > km0) return legs.t0(i) + (legs.t1(i) - legs.t0(i)) * Math.max(0, (km - km0) / (km1 - km0));
  }
  return drive.t1;
}
