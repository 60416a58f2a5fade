import { CATALOGO, type TipoEventoNombre } from '@/lib/fleet/catalog';
import type { SimVehicle } from '../roster';
import { EventColumns, type EventData } from './event-columns';
import { writeEvento } from './evento-json';
import { Utf8Writer } from './utf8-writer';

/**
 * One vehicle-day's events as they are answered: each event's JSON text already written as
 * UTF-8, with its instant and type beside it to select and order it. Written once, by whichever
 * thread computed the day, so an answer only copies bytes in order; kept in one ArrayBuffer
 * (times, ends, types, text) that crosses from a worker thread without copying and costs the
 * garbage collector nothing to keep.
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
    readonly buffer: ArrayBuffer,
    readonly count: number,
  ) {
    this.t = new Float64Array(buffer, 0, count);
    this.ends = new Uint32Array(buffer, 8 * count, count);
    this.type = new Uint8Array(buffer, 12 * count, count);
    this.text = new Uint8Array(buffer, 13 * count);
  }

  start(i: number): number {
    return i === 0 ? 0 : this.ends[i - 1]!;
  }

  tipo(i: number): TipoEventoNombre {
    return CATALOGO[this.type[i]!]!.tipo;
  }
}

/** Where a thread writes a day's text and where each event ends, before it knows the text's size. */
const scratch = new Utf8Writer();
let ends = new Uint32Array(256);

/** Writes a day's events (from `dayEvents`) as their answer text. */
export function eventBytes(vehicle: SimVehicle, data: EventData): EventBytes {
  const columns = new EventColumns(vehicle, data);
  const count = columns.count;
  if (ends.length < count) ends = new Uint32Array(2 * count);
  scratch.reset();
  for (let i = 0; i < count; i++) {
    writeEvento(scratch, columns, i);
    ends[i] = scratch.length;
  }
  const day = new EventBytes(vehicle, new ArrayBuffer(13 * count + scratch.length), count);
  day.t.set(data.t);
  day.ends.set(ends.subarray(0, count));
  day.type.set(data.type);
  day.text.set(scratch.written());
  return day;
}
