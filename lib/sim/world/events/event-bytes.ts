import { CATALOGO, type TipoEventoNombre } from '@/lib/fleet/catalog';
import type { SimVehicle } from '../roster';
import { EventColumns, type EventData } from './event-columns';
import type { Slab } from './event-store';
import { writeEvento } from './evento-json';
import { Utf8Writer } from './utf8-writer';

/**
 * One vehicle-day's events as they are answered: each event's JSON text already written as
 * UTF-8, with its instant and type beside it to select and order it. Written once, by whichever
 * thread computed the day, so an answer only copies bytes in order. Its bytes are packed (times,
 * ends, types, text) at `byteOffset` of a buffer, most often a slab of the kept days
 * (`event-store.ts`) that is reused once none of them is kept or read: whoever reads a day
 * across a wait holds it (`hold`, `release`).
 */
export class EventBytes {
  /** Epoch ms of each event, in the day's order (time, then id). */
  readonly t: Float64Array;
  /** Where each event's text ends in `text`; it starts where the previous one ends. */
  readonly ends: Uint32Array;
  /** Catalog number of each event's type. */
  readonly type: Uint8Array;
  readonly text: Uint8Array;

  constructor(
    readonly vehicle: SimVehicle,
    buffer: ArrayBuffer,
    readonly count: number,
    byteOffset = 0,
    private readonly slab: Slab | null = null,
  ) {
    this.t = new Float64Array(buffer, byteOffset, count);
    this.ends = new Uint32Array(buffer, byteOffset + 8 * count, count);
    this.type = new Uint8Array(buffer, byteOffset + 12 * count, count);
    this.text = new Uint8Array(buffer, byteOffset + 13 * count, count === 0 ? 0 : this.ends[count - 1]!);
  }

  start(i: number): number {
    return i === 0 ? 0 : this.ends[i - 1]!;
  }

  tipo(i: number): TipoEventoNombre {
    return CATALOGO[this.type[i]!]!.tipo;
  }

  /** Keeps its bytes from being overwritten until `release`. */
  hold(): void {
    this.slab?.hold();
  }

  release(): void {
    this.slab?.release();
  }
}

/** A packed day's size: 13 bytes per event (time, end, type) and its text. */
export function packedBytes(count: number, textBytes: number): number {
  return 13 * count + textBytes;
}

/** Where a thread writes a day's text and where each event ends, before it knows the text's size. */
const scratch = new Utf8Writer();
let ends = new Uint32Array(256);
let packed = new ArrayBuffer(1 << 16);

/**
 * Writes a day's events (from `dayEvents`) as their answer text, packed as an `EventBytes` is
 * into this thread's scratch: valid until the next day is packed here, so it is copied to
 * where it is kept.
 */
export function packDay(vehicle: SimVehicle, data: EventData): { bytes: Uint8Array; count: number } {
  const columns = new EventColumns(vehicle, data);
  const count = columns.count;
  if (ends.length < count) ends = new Uint32Array(2 * count);
  scratch.reset();
  for (let i = 0; i < count; i++) {
    writeEvento(scratch, columns, i);
    ends[i] = scratch.length;
  }
  const size = packedBytes(count, scratch.length);
  if (packed.byteLength < size) packed = new ArrayBuffer(2 * size);
  new Float64Array(packed, 0, count).set(data.t);
  new Uint32Array(packed, 8 * count, count).set(ends.subarray(0, count));
  new Uint8Array(packed, 12 * count, count).set(data.type);
  new Uint8Array(packed, 13 * count).set(scratch.written());
  return { bytes: new Uint8Array(packed, 0, size), count };
}
