import { CATALOGO } from '@/lib/fleet/catalog';
import type { SimVehicle } from '../roster';
import type { RawEvent } from './sink';
import type { Utf8Writer } from './utf8-writer';

/** A type's number is its place in the catalog; ids write it as two base-36 digits. */
const TYPE_CODE_WIDTH = 2;
export const TYPE_NUMBER = new Map<string, number>(CATALOGO.map((entry, i) => [entry.tipo, i]));

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

/**
 * The columns every day is packed into, one thread at a time, grown as needed: a day's columns
 * live only until its text is written (`eventBytes`), and a fresh memory block per vehicle-day
 * cost more than packing it.
 */
let block = new ArrayBuffer(28 * 64);

/** A day's events in columns; they are overwritten by the next day packed on this thread. */
export function packEvents(events: readonly RawEvent[]): EventData {
  const n = events.length;
  if (block.byteLength < 28 * n) block = new ArrayBuffer(28 * 2 * n);
  // Doubles first, so each view is aligned.
  const size = block.byteLength / 28;
  const data: EventData = {
    t: new Float64Array(block, 0, n), lat: new Float64Array(block, 8 * size, n), lon: new Float64Array(block, 16 * size, n),
    kmh: new Int16Array(block, 24 * size, n), type: new Uint8Array(block, 26 * size, n), entrada: new Int8Array(block, 27 * size, n),
    sensor: [], detail: [],
  };
  events.forEach((event, i) => {
    data.t[i] = event.t;
    data.type[i] = event.type;
    data.lat[i] = event.lat ?? NaN;
    data.lon[i] = event.lon ?? NaN;
    data.kmh[i] = event.kmh ?? -1;
    data.entrada[i] = event.entrada ?? -1;
    data.sensor.push(event.sensor ?? null);
    data.detail.push(event.detail ?? null);
  });
  return data;
}

/** A vehicle's fixed pieces of event text, encoded once for all its days. */
interface VehicleText {
  /** `{"id":"evt_<vehicle>_`: the start of every event. */
  idPrefix: Uint8Array;
  /** `","vehiculo":…,"patente":…`: what follows the id in every event. */
  vehiculoJson: Uint8Array;
}

/**
 * By the vehicle itself, never its index: several embedded APIs can run in one process (the
 * tests start one per case), and index 4 of one fleet is another vehicle of the next.
 */
const VEHICLE_TEXT = new WeakMap<SimVehicle, VehicleText>();

function vehicleText(vehicle: SimVehicle): VehicleText {
  let text = VEHICLE_TEXT.get(vehicle);
  if (!text) {
    text = {
      idPrefix: Buffer.from(`{"id":"evt_${vehicle.id.slice(4)}_`),
      vehiculoJson: Buffer.from(`","vehiculo":"${vehicle.id}","patente":${JSON.stringify(vehicle.patente)}`),
    };
    VEHICLE_TEXT.set(vehicle, text);
  }
  return text;
}

export class EventColumns {
  private readonly idPrefix: Uint8Array;

  readonly vehiculoJson: Uint8Array;

  constructor(
    readonly vehicle: SimVehicle,
    readonly data: EventData,
  ) {
    ({ idPrefix: this.idPrefix, vehiculoJson: this.vehiculoJson } = vehicleText(vehicle));
  }

  get count(): number {
    return this.data.t.length;
  }

  /**
   * The event's opening and a stable id: the vehicle, the second (base 36), the type and the input say which event it
   * is, so the same event has the same id in every query and on every run (docs/embedded-api.md#event-ids-and-order).
   */
  writeId(out: Utf8Writer, i: number): void {
    const entrada = this.data.entrada[i]!;
    out.bytes(this.idPrefix);
    const second = this.data.t[i]! / 1000;
    if (Number.isInteger(second)) out.digits(second, 36);
    else out.ascii(second.toString(36));
    out.digits(this.data.type[i]!, 36, TYPE_CODE_WIDTH);
    if (entrada >= 0) out.digits(entrada);
  }
}
