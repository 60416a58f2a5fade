import { ARGENTINA_ZONE, formatApiDateTime } from '@/lib/fleet/time';
import type { EventColumns } from './event-columns';
import { IS_INPUT, writeInputTail, writeTypePart } from './type-text';
import type { Utf8Writer } from './utf8-writer';

/**
 * The wire form of an event (docs/fleet-api.md#evento), written as UTF-8 JSON text: an events
 * query can hold a hundred thousand. The parts that repeat (the vehicle, the type and its plain
 * description) are encoded once; `entrada`/`sensor` appear only on the two input types.
 */
const OFFSET_S = ARGENTINA_ZONE.offset(0) * 60;
const DAY_S = 86_400;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const LATITUD = '","latitud":';
const NO_PLACE = '","latitud":null,"longitud":null';
const LONGITUD = ascii(',"longitud":');
const VELOCIDAD = ascii(',"velocidad_kmh":');
const NO_SPEED = ascii('null');
const COLON = ':'.charCodeAt(0);
const CLOSE = '}'.charCodeAt(0);

export function writeEvento(out: Utf8Writer, day: EventColumns, i: number): void {
  const { data } = day;
  const type = data.type[i]!;
  const lat = data.lat[i]!;
  const kmh = data.kmh[i]!;
  day.writeId(out, i);
  out.bytes(day.vehiculoJson);
  writeTypePart(out, data, i);
  const placed = !Number.isNaN(lat);
  writeFecha(out, data.t[i]!, placed);
  if (placed) {
    out.millionths(Math.round(lat * 1e6));
    out.bytes(LONGITUD);
    out.millionths(Math.round(data.lon[i]! * 1e6));
  }
  out.bytes(VELOCIDAD);
  if (kmh < 0) out.bytes(NO_SPEED);
  else out.digits(kmh);
  if (IS_INPUT[type] === 1) writeInputTail(out, data, i);
  out.byte(CLOSE);
}

/**
 * The last day's `,"fecha":"yyyy-mm-ddT`, and its offset as `formatApiDateTime` writes them followed by
 * the start of the place (one copy instead of two per event): events come day by day.
 */
let fechaDay = NaN;
let fechaDate: Uint8Array = new Uint8Array(0);
let offsetThenLatitud: Uint8Array = new Uint8Array(0);
let offsetThenNoPlace: Uint8Array = new Uint8Array(0);

/** `,"fecha":"` and `formatApiDateTime(t)`, then `"latitud":` (or no place): the day's parts once, the time of day as digits. */
function writeFecha(out: Utf8Writer, t: number, placed: boolean): void {
  const local = Math.floor(t / 1000) + OFFSET_S;
  const day = Math.floor(local / DAY_S);
  if (day !== fechaDay) {
    const text = formatApiDateTime(t);
    fechaDay = day;
    fechaDate = ascii(`,"fecha":"${text.slice(0, 'yyyy-mm-ddT'.length)}`);
    const offset = text.slice('yyyy-mm-ddThh:mm:ss'.length);
    offsetThenLatitud = ascii(offset + LATITUD);
    offsetThenNoPlace = ascii(offset + NO_PLACE);
  }
  const seconds = local - day * DAY_S;
  const minutes = (seconds / 60) | 0;
  out.bytes(fechaDate);
  out.twoDigits((minutes / 60) | 0);
  out.byte(COLON);
  out.twoDigits(minutes % 60);
  out.byte(COLON);
  out.twoDigits(seconds - 60 * minutes);
  out.bytes(placed ? offsetThenLatitud : offsetThenNoPlace);
}
