import { CATALOGO } from '@/lib/fleet/catalog';
import { formatApiDateTime } from '@/lib/fleet/time';
import { round6 } from '../geo';
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

/** `vehiculo` and `patente` of a day's events, between the id and the type, encoded once a day. */
export function vehiculoPart(day: EventColumns): Uint8Array {
  return Buffer.from(`",${day.vehiculoJson}`);
}

export function writeEvento(out: Utf8Writer, day: EventColumns, vehiculo: Uint8Array, i: number): void {
  const { data } = day;
  const type = data.type[i]!;
  const lat = data.lat[i]!;
  const kmh = data.kmh[i]!;
  out.ascii('{"id":"');
  out.ascii(day.id(i));
  out.bytes(vehiculo);
  writeTypePart(out, day, i);
  out.ascii(',"fecha":"');
  out.ascii(formatApiDateTime(data.t[i]!));
  if (Number.isNaN(lat)) {
    out.ascii('","latitud":null,"longitud":null');
  } else {
    out.ascii('","latitud":');
    out.ascii(String(round6(lat)));
    out.ascii(',"longitud":');
    out.ascii(String(round6(data.lon[i]!)));
  }
  out.ascii(',"velocidad_kmh":');
  out.ascii(kmh < 0 ? 'null' : String(kmh));
  if (IS_INPUT[type] === 1) {
    out.ascii(',"entrada":');
    out.ascii(String(data.entrada[i]));
    out.ascii(',"sensor":');
    out.text(JSON.stringify(data.sensor[i]));
  }
  out.ascii('}');
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
