import { CATALOGO } from '@/lib/fleet/catalog';
import type { SimVehicle } from '../roster';
import type { RawEvent } from './sink';

/** A type's number is its place in the catalog; ids write it as two base-36 digits. */
export const TYPE_NUMBER = new Map<string, number>(CATALOGO.map((entry, i) => [entry.tipo, i]));
const TYPE_CODE = CATALOGO.map((_, i) => i.toString(36).padStart(2, '0'));

/**
 * One vehicle-day's events in typed columns: no object per event (thousands of vehicle-days are
 * made for a week of 500 vehicles). Ids are not kept either: they are a formula of the row,
 * written with the event's text (`event-bytes.ts`).
 */
export interface EventData {
  t: Float64Array;
  /** Catalog number of the type. */
  type: Uint8Array;
  /** NaN when the device had no fix. */
  lat: Float64Array;
  lon: Float64Array;
  /** -1 when the device did not report a speed. */
  kmh: Int16Array;
  /** -1 on every type but the two input ones. */
  entrada: Int8Array;
  sensor: (string | null)[];
  detail: (string | null)[];
}

export function packEvents(events: readonly RawEvent[]): EventData {
  const n = events.length;
  const data: EventData = {
    t: new Float64Array(n), type: new Uint8Array(n), lat: new Float64Array(n), lon: new Float64Array(n),
    kmh: new Int16Array(n), entrada: new Int8Array(n), sensor: [], detail: [],
  };
  events.forEach((event, i) => {
    data.t[i] = event.t;
    data.type[i] = TYPE_NUMBER.get(event.tipo)!;
    data.lat[i] = event.lat ?? NaN;
    data.lon[i] = event.lon ?? NaN;
    data.kmh[i] = event.kmh ?? -1;
    data.entrada[i] = event.entrada ?? -1;
    data.sensor.push(event.sensor ?? null);
    data.detail.push(event.detail ?? null);
  });
  return data;
}

export class EventColumns {
  private readonly idPrefix: string;

  /** `"vehiculo":…,"patente":…`: the same in every event of the day, written once. */
  readonly vehiculoJson: string;

  constructor(
    readonly vehicle: SimVehicle,
    readonly data: EventData,
  ) {
    this.idPrefix = `evt_${vehicle.id.slice(4)}_`;
    this.vehiculoJson = `"vehiculo":"${vehicle.id}","patente":${JSON.stringify(vehicle.patente)}`;
  }

  get count(): number {
    return this.data.t.length;
  }

  /**
   * A stable id: the vehicle, the second and the type (and input) say which event it is, so the
   * same event has the same id in every query and on every run (fleet-api.md §4.5).
   */
  id(i: number): string {
    const entrada = this.data.entrada[i]!;
    return `${this.idPrefix}${(this.data.t[i]! / 1000).toString(36)}${TYPE_CODE[this.data.type[i]!]}${entrada >= 0 ? entrada : ''}`;
  }
}
