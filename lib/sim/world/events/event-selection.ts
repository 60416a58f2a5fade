import type { SimVehicle } from '../roster';
import { EventArrayText } from './event-array-text';
import type { EventBytes } from './event-bytes';

/**
 * The events an answer lists, gathered from many vehicle-days, and their order: by time, ties
 * by id (fleet-api.md §4.5), so every query lists them the same way. An id starts with
 * `evt_<vehicle>_` and vehicle ids hold no `_`, so among events of one instant the vehicle
 * decides, and within a vehicle-day the day's own order (already by id). A week of 500 vehicles
 * is a hundred thousand rows: they are sorted as one number each (second, vehicle's rank,
 * row) in a typed array, with no string compared.
 */
export class EventSelection {
  readonly days: EventBytes[] = [];
  readonly rows: number[] = [];

  get count(): number {
    return this.rows.length;
  }

  add(day: EventBytes, i: number): void {
    this.days.push(day);
    this.rows.push(i);
  }

  /** Adds a vehicle-day's events from `desde` to `until`, of the types asked for (null: every type). */
  addDay(day: EventBytes, desde: number, until: number, tipos: ReadonlySet<string> | null): void {
    for (let i = 0; i < day.count; i++) {
      const t = day.t[i]!;
      if (t >= desde && t <= until && (!tipos || tipos.has(day.tipo(i)))) this.add(day, i);
    }
  }

  /** Positions in this selection, in the API's order. */
  ordered(): Uint32Array {
    const n = this.count;
    const rank = this.vehicleRanks();
    let first = Infinity;
    let last = -Infinity;
    let wholeSeconds = true;
    for (let k = 0; k < n; k++) {
      const t = this.time(k);
      first = Math.min(first, t);
      last = Math.max(last, t);
      wholeSeconds &&= t % 1000 === 0;
    }
    const spanS = (last - first) / 1000 + 1;
    if (!wholeSeconds || spanS * rank.size * n >= Number.MAX_SAFE_INTEGER) return this.orderedByComparison(rank);
    const keys = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      keys[k] = (((this.time(k) - first) / 1000) * rank.size + rank.get(this.days[k]!.vehicle)!) * n + k;
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

  /** Ranks of the vehicles by the start of their ids, `evt_<vehicle>_`. */
  private vehicleRanks(): Map<SimVehicle, number> {
    const prefixes = new Map<SimVehicle, string>();
    for (const day of this.days) if (!prefixes.has(day.vehicle)) prefixes.set(day.vehicle, `evt_${day.vehicle.id.slice(4)}_`);
    const sorted = [...prefixes].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
    return new Map(sorted.map(([vehicle], rank) => [vehicle, rank]));
  }

  private orderedByComparison(rank: Map<SimVehicle, number>): Uint32Array {
    const order = Uint32Array.from({ length: this.count }, (_, k) => k);
    return order.sort(
      (a, b) => this.time(a) - this.time(b) || rank.get(this.days[a]!.vehicle)! - rank.get(this.days[b]!.vehicle)! || a - b,
    );
  }

  private time(k: number): number {
    return this.days[k]!.t[this.rows[k]!]!;
  }
}
