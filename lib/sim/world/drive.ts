import { type PointOnLine, type Polyline, pointAtKm, polylineFrom } from './polyline';
import type { Random } from './random';

/**
 * A drive is a path and a timetable along it: legs at a steady speed, and zero-speed legs
 * where the vehicle waits at a light. Position at any instant is a formula over the legs.
 */
export type RoadKind = 'calle' | 'ruta';

export interface Leg {
  t0: number;
  t1: number;
  km0: number;
  km1: number;
  kmh: number;
  /** The speed limit where this leg runs. */
  limit: number;
  /** The leg begins at a corner where the path turns. */
  turn: boolean;
}

export interface Drive {
  kind: 'drive';
  t0: number;
  t1: number;
  line: Polyline;
  legs: Leg[];
  /** Whether the engine keeps running at the stop that follows (set once the day is planned). */
  engineOnAtEnd: boolean;
  /** Km driven earlier in the day, for the odometer. */
  kmBefore: number;
}

export interface RoadPiece {
  kind: RoadKind;
  points: [number, number][];
}

/** A leg before it is put on the clock: its duration is known, its times are set by scheduleDrive. */
export type LegDraft = Leg & { ms: number };

function draft(km0: number, km1: number, kmh: number, limit: number, turn: boolean, ms: number): LegDraft {
  return { t0: 0, t1: 0, km0, km1, kmh, limit, turn, ms };
}

/** Joins road pieces into one line, remembering which kind of road each of its pieces is. */
export function joinPieces(pieces: readonly RoadPiece[]): { line: Polyline; kinds: RoadKind[] } {
  const points: [number, number][] = [];
  const kinds: RoadKind[] = [];
  for (const piece of pieces) {
    for (const point of piece.points) {
      const prev = points[points.length - 1];
      if (prev && prev[0] === point[0] && prev[1] === point[1]) continue;
      if (prev) kinds.push(piece.kind);
      points.push(point);
    }
  }
  return { line: polylineFrom(points), kinds };
}

/** Speeds that fit the road: 0–60 in town, 80–120 on the road, and now and then too fast. */
export function draftLegs(line: Polyline, kinds: readonly RoadKind[], heavy: boolean, random: Random): LegDraft[] {
  const drafts: LegDraft[] = [];
  for (let i = 0; i < kinds.length; i++) {
    const km0 = line.cumKm[i]!;
    if (kinds[i] === 'ruta') {
      // A highway runs through many vertices; its legs follow the traffic, not the drawing.
      let end = i;
      while (kinds[end + 1] === 'ruta') end++;
      draftRoad(drafts, km0, line.cumKm[end + 1]!, heavy, random, i > 0);
      i = end;
    } else if (line.cumKm[i + 1]! - km0 > 1e-6) {
      draftStreet(drafts, km0, line.cumKm[i + 1]!, random, i > 0);
    }
  }
  return drafts;
}

function draftStreet(out: LegDraft[], km0: number, km1: number, random: Random, turn: boolean): void {
  const avenue = km1 - km0 > 1.5;
  let km = km0;
  let first = true;
  while (km < km1 - 1e-9) {
    const next = Math.min(km1, km + random.between(0.3, 1.1));
    const speeding = random.chance(0.008);
    const kmh = speeding ? random.between(68, 85) : avenue ? random.between(35, 60) : random.between(18, 45);
    out.push(draft(km, next, kmh, 60, first && turn, ((next - km) / kmh) * 3_600_000));
    if (next < km1 && random.chance(0.3)) {
      out.push(draft(next, next, 0, 60, false, random.between(10_000, 70_000)));
    }
    km = next;
    first = false;
  }
}

function draftRoad(out: LegDraft[], km0: number, km1: number, heavy: boolean, random: Random, turn: boolean): void {
  const limit = heavy ? 80 : 110;
  let km = km0;
  let first = true;
  while (km < km1 - 1e-9) {
    const next = Math.min(km1, km + random.between(8, 30));
    const speeding = random.chance(heavy ? 0.02 : 0.03);
    const kmh = speeding
      ? random.between(limit + 8, limit + 28)
      : heavy
        ? random.between(66, limit)
        : random.between(85, limit - 2);
    out.push(draft(km, next, kmh, limit, first && turn, ((next - km) / kmh) * 3_600_000));
    km = next;
    first = false;
  }
}

/** Lays drafts on the clock from t0; the drive ends on a whole second. */
export function scheduleDrive(line: Polyline, drafts: readonly LegDraft[], t0: number): Drive {
  let t = t0;
  // Drafts become legs in place: a day has hundreds of them and copying them is pure garbage.
  const legs: Leg[] = drafts.map((leg) => {
    leg.t0 = t;
    leg.t1 = t + leg.ms;
    t += leg.ms;
    return leg;
  });
  const t1 = Math.ceil(t / 1000) * 1000;
  if (legs.length > 0) legs[legs.length - 1]!.t1 = t1;
  return { kind: 'drive', t0, t1, line, legs, engineOnAtEnd: false, kmBefore: 0 };
}

export interface DriveState extends PointOnLine {
  kmh: number;
  km: number;
  leg: Leg;
}

export function driveStateAt(drive: Drive, t: number): DriveState {
  const { legs } = drive;
  let lo = 0;
  let hi = legs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (legs[mid]!.t1 < t) lo = mid + 1;
    else hi = mid;
  }
  const leg = legs[lo]!;
  const span = leg.t1 - leg.t0;
  const f = span > 0 ? Math.min(1, Math.max(0, (t - leg.t0) / span)) : 0;
  const km = leg.km0 + (leg.km1 - leg.km0) * f;
  const point = pointAtKm(drive.line, km);
  return { lat: point.lat, lon: point.lon, rumbo: point.rumbo, kmh: leg.kmh, km, leg };
}

/** The instant the drive reaches `km` along its line. */
export function timeAtKm(drive: Drive, km: number): number {
  for (const leg of drive.legs) {
    if (leg.km1 >= km && leg.km1 > leg.km0) {
      const f = Math.max(0, (km - leg.km0) / (leg.km1 - leg.km0));
      return leg.t0 + (leg.t1 - leg.t0) * f;
    }
  }
  return drive.t1;
}
