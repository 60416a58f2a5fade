import { type RoadPiece, joinPieces, makeDrive } from './drive';
import type { Polyline } from './polyline';
import type { LegDrafts } from './legs';
import { draftLegs } from './speeds';
import type { Place } from './places';
import { placeAtKm } from './polyline';
import type { Random } from './random';
import type { Segment, StopPurpose } from './plan';

const HOUR = 3_600_000;

/** Writes a day's segments in order, keeping track of where the vehicle is and when. */
export class PlanBuilder {
  readonly segments: Segment[] = [];
  t: number;
  place: Place;

  constructor(
    private readonly random: Random,
    start: number,
    place: Place,
    private readonly heavy: boolean,
    private readonly depot: Place,
  ) {
    this.t = start;
    this.place = place;
  }

  stayUntil(until: number, purpose: StopPurpose, engineOn = false): void {
    const t1 = Math.ceil(until / 1000) * 1000;
    if (t1 <= this.t) return;
    const atDepot = this.place.lat === this.depot.lat && this.place.lon === this.depot.lon;
    const { lat, lon } = this.place;
    this.segments.push({ kind: 'stop', t0: this.t, t1, lat, lon, engineOn, purpose, atDepot, afterDrive: false, kmBefore: 0 });
    this.t = t1;
  }

  stayFor(ms: number, purpose: StopPurpose, engineOn = false): void {
    this.stayUntil(this.t + ms, purpose, engineOn);
  }

  /** Drives to `to`; on the road a driver rests 20–45 min after 3 to 4 hours at the wheel. */
  driveTo(to: Place, pieces: readonly RoadPiece[]): void {
    const { line, kinds } = joinPieces(pieces);
    const drafts = draftLegs(line, kinds, this.heavy, this.random);
    const last = drafts.count - 1;
    const restAfter = this.random.between(3, 4) * HOUR;
    let first = 0;
    let stintMs = 0;
    for (let i = 0; i <= last; i++) {
      stintMs += drafts.ms(i);
      if (stintMs > restAfter && drafts.limit(i) >= 80 && i < last) {
        this.pushDrive(line, drafts, first, i);
        this.stayFor(this.random.between(20, 45) * 60_000, 'rest', false);
        first = i + 1;
        stintMs = 0;
      }
    }
    if (first <= last) this.pushDrive(line, drafts, first, last);
    this.place = to;
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

  /** Closes the day parked, and tells each segment about its neighbours and the km before it. */
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
