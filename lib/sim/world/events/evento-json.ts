import { CATALOGO } from '@/lib/fleet/catalog';
import { ARGENTINA_ZONE, formatApiDateTime } from '@/lib/fleet/time';
import type { EventColumns } from './event-columns';
import type { Utf8Writer } from './utf8-writer';

/**
 * The wire form of an event (fleet-api.md §2 Evento), written as UTF-8 JSON text: an events
 * query can hold a hundred thousand. The parts that repeat (the vehicle, the type and its plain
 * description) are encoded once; `entrada`/`sensor` appear only on the two input types.
 */
const TYPE_PARTS = CATALOGO.map((entry) => {
  const head = `,"tipo":"${entry.tipo}","categoria":"${entry.categoria}","descripcion":`;
  return {
    head: Buffer.from(head),
    plain: Buffer.from(`${head}${JSON.stringify(entry.descripcion)}`),
    descripcion: entry.descripcion,
  };
});

const INPUT_TYPES = ['entrada_activada', 'entrada_desactivada'].map((tipo) => CATALOGO.findIndex((e) => e.tipo === tipo));
/** By catalog number: 1 for the two input types, looked up per event. */
const IS_INPUT = Uint8Array.from(CATALOGO, (_, type) => (INPUT_TYPES.includes(type) ? 1 : 0));
const SPEEDING = CATALOGO.findIndex((e) => e.tipo === 'exceso_velocidad');
const OFFSET_S = ARGENTINA_ZONE.offset(0) * 60;
const DAY_S = 86_400;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const LATITUD = ascii('","latitud":');
const NO_PLACE = ascii('","latitud":null,"longitud":null');
const LONGITUD = ascii(',"longitud":');
const VELOCIDAD = ascii(',"velocidad_kmh":');
const NO_SPEED = ascii('null');
const ENTRADA = ascii(',"entrada":');
const SENSOR = ascii(',"sensor":');
const COLON = ':'.charCodeAt(0);
const CLOSE = '}'.charCodeAt(0);

export function writeEvento(out: Utf8Writer, day: EventColumns, i: number): void {
  const { data } = day;
  const type = data.type[i]!;
  const lat = data.lat[i]!;
  const kmh = data.kmh[i]!;
  day.writeId(out, i);
  out.bytes(day.vehiculoJson);
  writeTypePart(out, day, i);
  writeFecha(out, data.t[i]!);
  if (Number.isNaN(lat)) {
    out.bytes(NO_PLACE);
  } else {
    out.bytes(LATITUD);
    out.millionths(Math.round(lat * 1e6));
    out.bytes(LONGITUD);
    out.millionths(Math.round(data.lon[i]! * 1e6));
  }
  out.bytes(VELOCIDAD);
  if (kmh < 0) out.bytes(NO_SPEED);
  else out.digits(kmh);
  if (IS_INPUT[type] === 1) {
    out.bytes(ENTRADA);
    out.digits(data.entrada[i]!);
    out.bytes(SENSOR);
    out.text(JSON.stringify(data.sensor[i]));
  }
  out.byte(CLOSE);
}

/** The last day's `,"fecha":"yyyy-mm-ddT` and offset, as `formatApiDateTime` writes them: events come day by day. */
let fechaDay = NaN;
let fechaDate: Uint8Array = new Uint8Array(0);
let fechaOffset: Uint8Array = new Uint8Array(0);

/** `,"fecha":"` and `formatApiDateTime(t)`, written: the day's parts once, the time of day as digits. */
function writeFecha(out: Utf8Writer, t: number): void {
  const local = Math.floor(t / 1000) + OFFSET_S;
  const day = Math.floor(local / DAY_S);
  if (day !== fechaDay) {
    const text = formatApiDateTime(t);
    fechaDay = day;
    fechaDate = ascii(`,"fecha":"${text.slice(0, 'yyyy-mm-ddT'.length)}`);
    fechaOffset = ascii(text.slice('yyyy-mm-ddThh:mm:ss'.length));
  }
  const seconds = local - day * DAY_S;
  const minutes = (seconds / 60) | 0;
  out.bytes(fechaDate);
  out.twoDigits((minutes / 60) | 0);
  out.byte(COLON);
  out.twoDigits(minutes % 60);
  out.byte(COLON);
  out.twoDigits(seconds - 60 * minutes);
  out.bytes(fechaOffset);
}

/** `tipo`, `categoria` and `descripcion`: the catalog's text, with the event's detail when it has one. */
function writeTypePart(out: Utf8Writer, day: EventColumns, i: number): void {
  const type = day.data.type[i]!;
  const parts = TYPE_PARTS[type]!;
  const detail = day.data.detail[i];
  let descripcion: string;
  if (IS_INPUT[type] === 1) {
    const sensor = day.data.sensor[i];
    descripcion = `${parts.descripcion} ${day.data.entrada[i]}${sensor ? ` (${sensor.replaceAll('_', ' ')})` : ''}`;
  } else if (type === SPEEDING && day.data.kmh[i]! >= 0) {
    descripcion = `${parts.descripcion}: ${day.data.kmh[i]} km/h (${detail})`;
  } else if (detail) {
    descripcion = `${parts.descripcion}: ${detail}`;
  } else {
    out.bytes(parts.plain);
    return;
  }
  out.bytes(parts.head);
  out.text(JSON.stringify(descripcion));
}
