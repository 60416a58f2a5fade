import type { TipoEventoNombre } from '@/lib/fleet/catalog';
import type { SimVehicle } from '../roster';
import type { RawEvent } from './sink';

/**
 * One vehicle-day's events as it is kept between queries: in columns. As objects every event
 * would cost five allocations (V8 boxes each double field), and thousands of vehicle-days are
 * kept: that was most of the garbage collector's work on a cold events query.
 */
export class EventColumns {
  readonly id: string[] = [];
  readonly t: number[] = [];
  readonly tipo: TipoEventoNombre[] = [];
  /** NaN when the device had no fix. */
  readonly lat: number[] = [];
  readonly lon: number[] = [];
  /** -1 when the device did not report a speed. */
  readonly kmh: number[] = [];
  /** -1 on every type but the two input ones. */
  readonly entrada: number[] = [];
  readonly sensor: (string | null)[] = [];
  readonly detail: (string | null)[] = [];

  constructor(readonly vehicle: SimVehicle) {}

  get count(): number {
    return this.t.length;
  }

  add(id: string, event: RawEvent): void {
    this.id.push(id);
    this.t.push(event.t);
    this.tipo.push(event.tipo);
    this.lat.push(event.lat ?? NaN);
    this.lon.push(event.lon ?? NaN);
    this.kmh.push(event.kmh ?? -1);
    this.entrada.push(event.entrada ?? -1);
    this.sensor.push(event.sensor ?? null);
    this.detail.push(event.detail ?? null);
  }
}

/** One event: its vehicle-day and its row there. */
export interface EventRef {
  day: EventColumns;
  i: number;
}

/** Chronological, ties broken by id so every query lists them in the same order. */
export function compareEventRefs(a: EventRef, b: EventRef): number {
  const byTime = a.day.t[a.i]! - b.day.t[b.i]!;
  if (byTime !== 0) return byTime;
  const idA = a.day.id[a.i]!;
  const idB = b.day.id[b.i]!;
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}
