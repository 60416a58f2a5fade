import { CATALOGO, type TipoEventoNombre } from '@/lib/fleet/catalog';
import type { SimVehicle } from '../roster';
import type { RawEvent } from './sink';

/** A type's number is its place in the catalog; ids write it as two base-36 digits. */
export const TYPE_NUMBER = new Map<string, number>(CATALOGO.map((entry, i) => [entry.tipo, i]));
const TYPE_CODE = CATALOGO.map((_, i) => i.toString(36).padStart(2, '0'));

/**
 * One vehicle-day's events as it is kept between queries: in columns. As objects every event
 * would cost five allocations (V8 boxes each double field), and thousands of vehicle-days are
 * kept: that was most of the garbage collector's work on a cold events query. Ids are not kept
 * either: they are a formula of the row, written when the event is answered.
 */
export class EventColumns {
  readonly t: number[] = [];
  /** Catalog number of the type. */
  readonly type: number[] = [];
  /** NaN when the device had no fix. */
  readonly lat: number[] = [];
  readonly lon: number[] = [];
  /** -1 when the device did not report a speed. */
  readonly kmh: number[] = [];
  /** -1 on every type but the two input ones. */
  readonly entrada: number[] = [];
  readonly sensor: (string | null)[] = [];
  readonly detail: (string | null)[] = [];
  private readonly idPrefix: string;

  constructor(readonly vehicle: SimVehicle) {
    this.idPrefix = `evt_${vehicle.id.slice(4)}_`;
  }

  get count(): number {
    return this.t.length;
  }

  tipo(i: number): TipoEventoNombre {
    return CATALOGO[this.type[i]!]!.tipo;
  }

  /**
   * A stable id: the vehicle, the second and the type (and input) say which event it is, so the
   * same event has the same id in every query and on every run (fleet-api.md §4.5).
   */
  id(i: number): string {
    const entrada = this.entrada[i]!;
    return `${this.idPrefix}${(this.t[i]! / 1000).toString(36)}${TYPE_CODE[this.type[i]!]}${entrada >= 0 ? entrada : ''}`;
  }

  add(event: RawEvent): void {
    this.t.push(event.t);
    this.type.push(TYPE_NUMBER.get(event.tipo)!);
    this.lat.push(event.lat ?? NaN);
    this.lon.push(event.lon ?? NaN);
    this.kmh.push(event.kmh ?? -1);
    this.entrada.push(event.entrada ?? -1);
    this.sensor.push(event.sensor ?? null);
    this.detail.push(event.detail ?? null);
  }
}
