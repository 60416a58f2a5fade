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

export function writeEvento(out: Utf8Writer, day: EventColumns, i: number): void {
  const { data } = day;
  const type = data.type[i]!;
  const lat = data.lat[i]!;
  const kmh = data.kmh[i]!;
  out.ascii('{"id":"');
  day.writeId(out, i);
  out.ascii('",');
  out.bytes(day.vehiculoJson);
  writeTypePart(out, day, i);
  out.ascii(',"fecha":"');
  writeFecha(out, data.t[i]!);
  if (Number.isNaN(lat)) {
    out.ascii('","latitud":null,"longitud":null');
  } else {
    out.ascii('","latitud":');
    out.millionths(Math.round(lat * 1e6));
    out.ascii(',"longitud":');
    out.millionths(Math.round(data.lon[i]! * 1e6));
  }
  out.ascii(',"velocidad_kmh":');
  if (kmh < 0) out.ascii('null');
  else out.digits(kmh);
  if (IS_INPUT[type] === 1) {
    out.ascii(',"entrada":');
    out.digits(data.entrada[i]!);
    out.ascii(',"sensor":');
    out.text(JSON.stringify(data.sensor[i]));
  }
  out.ascii('}');
}

/** The last day's `yyyy-mm-ddT` and offset, as `formatApiDateTime` writes them: events come day by day. */
let fechaDay = NaN;
let fechaDate = '';
let fechaOffset = '';

/** `formatApiDateTime(t)`, written: the day's parts once, the time of day as digits. */
function writeFecha(out: Utf8Writer, t: number): void {
  const local = Math.floor(t / 1000) + OFFSET_S;
  const day = Math.floor(local / DAY_S);
  if (day !== fechaDay) {
    const text = formatApiDateTime(t);
    fechaDay = day;
    fechaDate = text.slice(0, 'yyyy-mm-ddT'.length);
    fechaOffset = text.slice('yyyy-mm-ddThh:mm:ss'.length);
  }
  const seconds = local - day * DAY_S;
  out.ascii(fechaDate);
  out.digits(Math.floor(seconds / 3600), 10, 2);
  out.ascii(':');
  out.digits(Math.floor(seconds / 60) % 60, 10, 2);
  out.ascii(':');
  out.digits(seconds % 60, 10, 2);
  out.ascii(fechaOffset);
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
