import { CATALOGO } from '@/lib/fleet/catalog';
import { formatApiDateTime } from '@/lib/fleet/time';
import { round6 } from '../geo';
import type { EventColumns } from './event-columns';

/**
 * The wire form of an event (fleet-api.md §2 Evento), written as JSON text directly when it is
 * answered: an events query can hold a hundred thousand. The parts that repeat (the vehicle, the
 * type and its plain description) are written once; `entrada`/`sensor` appear only on the two
 * input types.
 */
const TYPE_PARTS = CATALOGO.map((entry) => {
  const head = `"tipo":"${entry.tipo}","categoria":"${entry.categoria}","descripcion":`;
  return { head, plain: `${head}${JSON.stringify(entry.descripcion)}`, descripcion: entry.descripcion };
});

const INPUT_TYPES = ['entrada_activada', 'entrada_desactivada'].map((tipo) => CATALOGO.findIndex((e) => e.tipo === tipo));
/** By catalog number: 1 for the two input types, looked up per event. */
const IS_INPUT = Uint8Array.from(CATALOGO, (_, type) => (INPUT_TYPES.includes(type) ? 1 : 0));
const SPEEDING = CATALOGO.findIndex((e) => e.tipo === 'exceso_velocidad');

export function eventoJson(day: EventColumns, i: number): string {
  const type = day.data.type[i]!;
  const lat = day.data.lat[i]!;
  const kmh = day.data.kmh[i]!;
  const where = Number.isNaN(lat)
    ? '"latitud":null,"longitud":null'
    : `"latitud":${round6(lat)},"longitud":${round6(day.data.lon[i]!)}`;
  const input = IS_INPUT[type] === 1 ? `,"entrada":${day.data.entrada[i]},"sensor":${JSON.stringify(day.data.sensor[i])}` : '';
  return (
    `{"id":"${day.id(i)}",${day.vehiculoJson},${typePart(day, i)},"fecha":"${formatApiDateTime(day.data.t[i]!)}",` +
    `${where},"velocidad_kmh":${kmh < 0 ? 'null' : kmh}${input}}`
  );
}

/** `tipo`, `categoria` and `descripcion`: the catalog's text, with the event's detail when it has one. */
function typePart(day: EventColumns, i: number): string {
  const type = day.data.type[i]!;
  const parts = TYPE_PARTS[type]!;
  const detail = day.data.detail[i];
  if (IS_INPUT[type] === 1) {
    const sensor = day.data.sensor[i];
    return `${parts.head}${JSON.stringify(`${parts.descripcion} ${day.data.entrada[i]}${sensor ? ` (${sensor.replaceAll('_', ' ')})` : ''}`)}`;
  }
  if (type === SPEEDING && day.data.kmh[i]! >= 0) return `${parts.head}${JSON.stringify(`${parts.descripcion}: ${day.data.kmh[i]} km/h (${detail})`)}`;
  return detail ? `${parts.head}${JSON.stringify(`${parts.descripcion}: ${detail}`)}` : parts.plain;
}
