import type { EventColumns } from './event-columns';

/** 2^21 rows: seconds since 1970 (< 2^31) times this stays an exact double. */
const ROW_SPAN = 2 ** 21;

/**
 * The events an answer lists, gathered from many vehicle-days, and their order: by time, ties
 * by id (fleet-api.md §4.5), so every query lists them the same way. A week of 500 vehicles is
 * a hundred thousand rows: they are sorted as numbers (second × span + row) in a typed array,
 * and only rows of the same second are compared by id.
 */
export class EventSelection {
  readonly days: EventColumns[] = [];
  readonly rows: number[] = [];

  get count(): number {
    return this.rows.length;
  }

  add(day: EventColumns, i: number): void {
    this.days.push(day);
    this.rows.push(i);
  }

  /** Positions in this selection, in the API's order. */
  ordered(): Uint32Array {
    const n = this.count;
    if (n >= ROW_SPAN) return Uint32Array.from(this.indices().sort((a, b) => this.compare(a, b)));
    const keys = new Float64Array(n);
    for (let k = 0; k < n; k++) keys[k] = Math.floor(this.time(k) / 1000) * ROW_SPAN + k;
    keys.sort();
    const order = new Uint32Array(n);
    for (let k = 0; k < n; k++) order[k] = keys[k]! % ROW_SPAN;
    this.orderTies(order, keys);
    return order;
  }

  private orderTies(order: Uint32Array, keys: Float64Array): void {
    let start = 0;
    for (let k = 1; k <= order.length; k++) {
      if (k < order.length && Math.floor(keys[k]! / ROW_SPAN) === Math.floor(keys[start]! / ROW_SPAN)) continue;
      if (k - start > 1) order.subarray(start, k).sort((a, b) => this.compare(a, b));
      start = k;
    }
  }

  private compare(a: number, b: number): number {
    const byTime = this.time(a) - this.time(b);
    if (byTime !== 0) return byTime;
    const idA = this.days[a]!.id(this.rows[a]!);
    const idB = this.days[b]!.id(this.rows[b]!);
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  }

  private time(k: number): number {
    return this.days[k]!.data.t[this.rows[k]!]!;
  }

  private indices(): number[] {
    return Array.from({ length: this.count }, (_, k) => k);
  }
}
