/**
 * A drive's legs: stretches at a steady speed, and zero-speed waits at lights. Kept as seven
 * numbers per leg in one array of doubles (stored unboxed): a day has hundreds of legs, and as
 * objects each would cost eight allocations (V8 boxes every double field) and most of the
 * garbage collector's time.
 */

const FIELDS = 7;
const T0 = 0;
const T1 = 1;
const KM0 = 2;
const KM1 = 3;
const KMH = 4;
const LIMIT = 5;
const TURN = 6;

export class Legs {
  constructor(private readonly data: readonly number[]) {}

  get count(): number {
    return this.data.length / FIELDS;
  }

  t0(i: number): number {
    return this.data[i * FIELDS + T0]!;
  }

  t1(i: number): number {
    return this.data[i * FIELDS + T1]!;
  }

  km0(i: number): number {
    return this.data[i * FIELDS + KM0]!;
  }

  km1(i: number): number {
    return this.data[i * FIELDS + KM1]!;
  }

  kmh(i: number): number {
    return this.data[i * FIELDS + KMH]!;
  }

  /** The speed limit where the leg runs. */
  limit(i: number): number {
    return this.data[i * FIELDS + LIMIT]!;
  }

  /** The leg begins at a corner where the path turns. */
  turn(i: number): boolean {
    return this.data[i * FIELDS + TURN] === 1;
  }

  /** The leg that holds instant t (the first or last one outside them). */
  indexAt(t: number): number {
    let lo = 0;
    let hi = this.count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.t1(mid) < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The legs that overlap [from, to]. */
  within(from: number, to: number): Legs {
    const first = this.indexAt(from);
    let last = this.count - 1;
    while (last > first && this.t0(last) > to) last--;
    return new Legs(this.data.slice(first * FIELDS, (last + 1) * FIELDS));
  }

  onHighway(): boolean {
    for (let i = 0; i < this.count; i++) if (this.limit(i) >= 80) return true;
    return false;
  }
}

/**
 * Drafts live only until they are scheduled, one trip at a time (`PlanBuilder.driveTo`), so every
 * trip's drafts are written over the same array of doubles: growing a fresh one each trip cost
 * most of what a day plan allocates.
 */
const scratch: number[] = [];

/** Legs before they are put on the clock: what they are and how long each takes. Making one ends the previous one. */
export class LegDrafts {
  private length = 0;

  get count(): number {
    return this.length / FIELDS;
  }

  add(km0: number, km1: number, kmh: number, limit: number, turn: boolean, ms: number): void {
    const at = this.length;
    // Grown past its end only, seven slots at once: a day drafts about a hundred legs.
    while (scratch.length < at + FIELDS) scratch.push(0);
    scratch[at + T0] = 0;
    // Until scheduled, the T1 slot holds the leg's duration.
    scratch[at + T1] = ms;
    scratch[at + KM0] = km0;
    scratch[at + KM1] = km1;
    scratch[at + KMH] = kmh;
    scratch[at + LIMIT] = limit;
    scratch[at + TURN] = turn ? 1 : 0;
    this.length = at + FIELDS;
  }

  ms(i: number): number {
    return scratch[i * FIELDS + T1]!;
  }

  limit(i: number): number {
    return scratch[i * FIELDS + LIMIT]!;
  }

  /** Drafts first…last laid on the clock from t0; the last one ends on a whole second. */
  schedule(first: number, last: number, t0: number): { legs: Legs; t1: number } {
    const data = scratch.slice(first * FIELDS, (last + 1) * FIELDS);
    let t = t0;
    for (let i = first; i <= last; i++) {
      const at = (i - first) * FIELDS;
      data[at + T0] = t;
      t += this.ms(i);
      data[at + T1] = t;
    }
    const t1 = Math.ceil(t / 1000) * 1000;
    if (last >= first) data[(last - first) * FIELDS + T1] = t1;
    return { legs: new Legs(data), t1 };
  }
}
