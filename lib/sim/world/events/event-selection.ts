import type { SimVehicle } from '../roster';
import { EventArrayText } from './event-array-text';
import type { EventBytes } from './event-bytes';

/** Rows a selection starts with room for; it doubles as needed. */
const INITIAL_ROWS = 1_024;

/**
 * The events an answer lists, gathered from many vehicle-days, and their order: by time, ties
 * by id (docs/embedded-api.md#event-ids-and-order), so every query lists them the same way. An id starts with
 * `evt_<vehicle>_` and vehicle ids hold no `_`, so among events of one instant the vehicle
 * decides, and within a vehicle-day the day's own order (already by id). A week of 500 vehicles
 * is a hundred thousand rows: they are sorted as one number each (second, vehicle's rank,
 * row) in a typed array, with no string compared.
 */
export class EventSelection {
  /** The vehicle-days the events come from, each once. */
  private readonly sources: EventBytes[] = [];
  /** Each listed event's vehicle-day (its place in `sources`) and row: typed, as a week of 500 vehicles lists a hundred thousand. */
  private source = new Uint32Array(INITIAL_ROWS);
  private row = new Uint32Array(INITIAL_ROWS);
  private listed = 0;

  get count(): number {
    return this.listed;
  }

  /** The vehicle-day of the k-th event added. */
  dayAt(k: number): EventBytes {
    return this.sources[this.source[k]!]!;
  }

  /** The k-th event's row in its vehicle-day. */
  rowAt(k: number): number {
    return this.row[k]!;
  }

  /** Adds a vehicle-day's events from `desde` to `until`, of the types asked for (null: every type). */
  addDay(day: EventBytes, desde: number, until: number, tipos: ReadonlySet<string> | null): void {
    const from = this.sources.length;
    for (let i = 0; i < day.count; i++) {
      const t = day.t[i]!;
      if (t < desde || t > until || (tipos && !tipos.has(day.tipo(i)))) continue;
      if (this.listed === this.row.length) this.grow();
      this.source[this.listed] = from;
      this.row[this.listed++] = i;
    }
    if (this.listed > 0 && this.source[this.listed - 1] === from) {
      day.hold();
      this.sources.push(day);
    }
  }

  /** Lets go of the days it lists (they are held from `addDay`): called once they are written. */
  release(): void {
    for (const day of this.sources) day.release();
    this.sources.length = 0;
  }

  /** Positions in this selection, in the API's order. */
  ordered(): Uint32Array {
    // The field, not the `count` getter: read through the getter, the optimized code gave up at
    // this line on every call (V8 saw too little feedback there) and ran the loops below unoptimized.
    const n = this.listed;
    const rank = this.sourceRanks();
    let first = Infinity;
    let last = -Infinity;
    let wholeSeconds = true;
    for (let k = 0; k < n; k++) {
      const t = this.time(k);
      first = Math.min(first, t);
      last = Math.max(last, t);
      wholeSeconds &&= t % 1000 === 0;
    }
    const vehicles = this.vehicleCount(rank);
    const spanS = (last - first) / 1000 + 1;
    if (!wholeSeconds || spanS * vehicles * n >= Number.MAX_SAFE_INTEGER) return this.orderedByComparison(rank);
    const keys = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      keys[k] = (((this.time(k) - first) / 1000) * vehicles + rank[this.source[k]!]!) * n + k;
    }
    keys.sort();
    const order = new Uint32Array(n);
    for (let k = 0; k < n; k++) order[k] = keys[k]! % n;
    return order;
  }

  /**
   * The listed events as a JSON array, in pieces of UTF-8 text ready to be written. Each piece
   * is valid until the next one is asked for: the same buffer is filled again (`http/answer.ts`).
   */
  *jsonArray(): Generator<Uint8Array> {
    const text = new EventArrayText();
    yield* text.add(this);
    yield text.close();
  }

  /** By vehicle-day in `sources`: its vehicle's rank by the start of their ids, `evt_<vehicle>_`. */
  private sourceRanks(): Uint32Array {
    const prefixes = new Map<SimVehicle, string>();
    for (const day of this.sources) if (!prefixes.has(day.vehicle)) prefixes.set(day.vehicle, `evt_${day.vehicle.id.slice(4)}_`);
    const sorted = [...prefixes].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
    const byVehicle = new Map(sorted.map(([vehicle], rank) => [vehicle, rank]));
    return Uint32Array.from(this.sources, (day) => byVehicle.get(day.vehicle)!);
  }

  private vehicleCount(rank: Uint32Array): number {
    let most = -1;
    for (const r of rank) most = Math.max(most, r);
    return most + 1;
  }

  private orderedByComparison(rank: Uint32Array): Uint32Array {
    const order = Uint32Array.from({ length: this.count }, (_, k) => k);
    return order.sort((a, b) => this.time(a) - this.time(b) || rank[this.source[a]!]! - rank[this.source[b]!]! || a - b);
  }

  private time(k: number): number {
    return this.dayAt(k).t[this.row[k]!]!;
  }

  private grow(): void {
    const source = new Uint32Array(2 * this.row.length);
    const row = new Uint32Array(2 * this.row.length);
    source.set(this.source);
    row.set(this.row);
    this.source = source;
    this.row = row;
  }
}
