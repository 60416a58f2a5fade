import { type RoadPiece, joinPieces, makeDrive } from './drive';
import type { Polyline } from './polyline';
import type { LegDrafts } from './legs';
import { draftLegs } from './speeds';
import { type Place, depotOf } from './places';
import { placeAtKm } from './polyline';
import type { Random } from './random';
import type { Segment, Stop, StopPurpose } from './plan';
import type { SimVehicle } from './roster';

const HOUR = 3_600_000;

/**
 * Work begun on one day's evening and running past midnight, planned on its own (its own random
 * stream, from a place known in advance) so that the next day's plan can plan it again and carry
 * on from where the vehicle is at 00:00 (`night-shift.ts`).
 */
export interface Run {
  /** When it leaves: its first segment's start. */
  departure: number;
  segments: Segment[];
  /** Where and when it ends. */
  place: Place;
  t: number;
}

/** A stint at the wheel, between rests. */
interface Stint {
  first: number;
  last: number;
  /** The rest that follows it (0 for the last stint). */
  restMs: number;
}

/** Writes a day's segments in order, keeping track of where the vehicle is and when. */
export class PlanBuilder {
  readonly segments: Segment[] = [];
  t: number;
  place: Place;

  private readonly heavy: boolean;
  /** The client's depot in the city of the last stop: most of a day's stops are in one city. */
  private depot: Place | null = null;

  constructor(
    private readonly random: Random,
    start: number,
    place: Place,
    private readonly vehicle: SimVehicle,
  ) {
    this.t = start;
    this.place = place;
    this.heavy = vehicle.profile === 'longHaul';
  }

  stayUntil(until: number, purpose: StopPurpose, engineOn = false): void {
    const t1 = Math.ceil(until / 1000) * 1000;
    if (t1 <= this.t) return;
    // Each of the client's depots is geofenced, whichever city it is in: a truck arriving at the
    // depot in another city enters that fence too.
    const { lat, lon, city } = this.place;
    if (this.depot?.city !== city) this.depot = depotOf(this.vehicle, city);
    const atDepot = lat === this.depot.lat && lon === this.depot.lon;
    this.segments.push(makeStop(this.t, t1, lat, lon, engineOn, purpose, atDepot));
    this.t = t1;
  }

  stayFor(ms: number, purpose: StopPurpose, engineOn = false): void {
    this.stayUntil(this.t + ms, purpose, engineOn);
  }

  /**
   * Drives to `to`; on the road a driver rests 20–45 min after 3 to 4 hours at the wheel.
   * `leaveAt`, given the trip's whole duration (rests included), says when to set off; the
   * vehicle waits parked until then (e.g. a night run timed to be on the road in the small hours).
   */
  driveTo(to: Place, pieces: readonly RoadPiece[], leaveAt?: (tripMs: number) => number): void {
    const { line, kinds } = joinPieces(pieces);
    const drafts = draftLegs(line, kinds, this.heavy, this.random);
    const stints = this.stints(drafts);
    if (leaveAt) {
      let tripMs = 0;
      for (let i = 0; i < drafts.count; i++) tripMs += drafts.ms(i);
      for (const stint of stints) tripMs += stint.restMs;
      this.stayUntil(leaveAt(tripMs), 'offDuty');
    }
    for (const { first, last, restMs } of stints) {
      this.pushDrive(line, drafts, first, last);
      if (restMs > 0) this.stayFor(restMs, 'rest', false);
    }
    this.place = to;
  }

  /** Splits a trip into stints, drawing each rest in the order the trip meets it. */
  private stints(drafts: LegDrafts): Stint[] {
    const last = drafts.count - 1;
    const restAfter = this.random.between(3, 4) * HOUR;
    const stints: Stint[] = [];
    let first = 0;
    let stintMs = 0;
    for (let i = 0; i <= last; i++) {
      stintMs += drafts.ms(i);
      if (stintMs > restAfter && drafts.limit(i) >= 80 && i < last) {
        stints.push({ first, last: i, restMs: this.random.between(20, 45) * 60_000 });
        first = i + 1;
        stintMs = 0;
      }
    }
    if (first <= last) stints.push({ first, last, restMs: 0 });
    return stints;
  }

  private pushDrive(line: Polyline, drafts: LegDrafts, first: number, last: number): void {
    const { legs, t1 } = drafts.schedule(first, last, this.t);
    const drive = makeDrive(line, legs, this.t, t1);
    this.segments.push(drive);
    this.t = drive.t1;
    const { lat, lon } = placeAtKm(drive.line, drive.kmEnd);
    // A rest stop in the middle of the road is a place of its own.
    this.place = { city: this.place.city, grid: this.place.grid, lat, lon };
  }

  /** What this builder planned from its first drive on, as a run another day can carry on. */
  run(): Run {
    const first = this.segments.findIndex((s) => s.kind === 'drive');
    const segments = first < 0 ? [] : this.segments.slice(first);
    return { departure: segments[0]?.t0 ?? this.t, segments, place: this.place, t: this.t };
  }

  /** Takes over, at the start of the day, what the run begun the evening before has left to do. */
  carry(run: Run): void {
    for (const segment of run.segments) if (segment.t1 > this.t) this.segments.push(copyOf(segment));
    this.t = Math.max(this.t, run.t);
    this.place = run.place;
  }

  /** Waits where it is until the run leaves, then does it (its end may lie past this day). */
  join(run: Run, purpose: StopPurpose): void {
    if (run.segments.length === 0) return;
    this.stayUntil(run.departure, purpose);
    if (this.t !== run.departure) throw new Error(`a run leaving at ${run.departure} joined at ${this.t}`);
    for (const segment of run.segments) this.segments.push(copyOf(segment));
    this.t = run.t;
    this.place = run.place;
  }

  /**
   * Closes the day parked (unless a run goes on past `end`), and tells each segment about its
   * neighbours and the km before it.
   */
  finish(end: number, purpose: StopPurpose): Segment[] {
    this.stayUntil(end, purpose);
    let km = 0;
    const { segments } = this;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      segment.kmBefore = km;
      const next = segments[i + 1];
      if (segment.kind === 'stop') {
        segment.afterDrive = segments[i - 1]?.kind === 'drive';
        continue;
      }
      segment.engineOnAtEnd = next?.kind === 'stop' ? next.engineOn : true;
      km += segment.kmEnd - segment.kmStart;
    }
    return this.segments;
  }
}

/**
 * Segments are made in one shape each (this literal and `makeDrive`'s), so the loops over them
 * stay monomorphic; a spread copy would make objects of another shape and slow every plan.
 */
function makeStop(t0: number, t1: number, lat: number, lon: number, engineOn: boolean, purpose: StopPurpose, atDepot: boolean): Stop {
  return { kind: 'stop', t0, t1, lat, lon, engineOn, purpose, atDepot, afterDrive: false, kmBefore: 0 };
}

/** A run's segment for one day's plan: `finish` writes its place in that day (km before it, its neighbours). */
function copyOf(segment: Segment): Segment {
  if (segment.kind === 'stop') {
    const { t0, t1, lat, lon, engineOn, purpose, atDepot } = segment;
    return makeStop(t0, t1, lat, lon, engineOn, purpose, atDepot);
  }
  return makeDrive(segment.line, segment.legs, segment.t0, segment.t1);
}
