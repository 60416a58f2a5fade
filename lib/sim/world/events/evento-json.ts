import { CATALOGO } from '@/lib/fleet/catalog';
import { formatApiDateTime } from '@/lib/fleet/time';
import { round6 } from '../geo';
import type { SimVehicle } from '../roster';
import type { EventColumns } from './event-columns';

/**
 * The wire form of an event (fleet-api.md §2 Evento), written as JSON text directly when it is
 * answered: an events query can hold tens of thousands. The parts that repeat (the vehicle, the
 * type) are written once; `entrada`/`sensor` appear only on the two input types.
 */
const TYPE_PARTS = new Map(
  CATALOGO.map((entry) => [
    entry.tipo,
    { head: `"tipo":"${entry.tipo}","categoria":"${entry.categoria}"`, descripcion: entry.descripcion },
  ]),
);

const vehicleParts = new WeakMap<SimVehicle, string>();

function vehiclePart(vehicle: SimVehicle): string {
  let part = vehicleParts.get(vehicle);
  if (part === undefined) {
    part = `"vehiculo":"${vehicle.id}","patente":${JSON.stringify(vehicle.patente)}`;
    vehicleParts.set(vehicle, part);
  }
  return part;
}

export function eventoJson(day: EventColumns, i: number): string {
  const tipo = day.tipo[i]!;
  const type = TYPE_PARTS.get(tipo)!;
  const lat = day.lat[i]!;
  const lon = day.lon[i]!;
  const kmh = day.kmh[i]!;
  const where = Number.isNaN(lat) ? '"latitud":null,"longitud":null' : `"latitud":${round6(lat)},"longitud":${round6(lon)}`;
  const input = isInput(tipo) ? `,"entrada":${day.entrada[i]},"sensor":${JSON.stringify(day.sensor[i])}` : '';
  return (
    `{"id":"${day.id[i]}",${vehiclePart(day.vehicle)},${type.head},` +
    `"descripcion":${JSON.stringify(describe(type.descripcion, day, i))},"fecha":"${formatApiDateTime(day.t[i]!)}",` +
    `${where},"velocidad_kmh":${kmh < 0 ? 'null' : kmh}${input}}`
  );
}

function isInput(tipo: string): boolean {
  return tipo === 'entrada_activada' || tipo === 'entrada_desactivada';
}

function describe(base: string, day: EventColumns, i: number): string {
  const tipo = day.tipo[i]!;
  const detail = day.detail[i];
  if (tipo === 'exceso_velocidad' && day.kmh[i]! >= 0) return `${base}: ${day.kmh[i]} km/h (${detail})`;
  if (isInput(tipo)) {
    const sensor = day.sensor[i];
    return `${base} ${day.entrada[i]}${sensor ? ` (${sensor.replaceAll('_', ' ')})` : ''}`;
  }
  return detail ? `${base}: ${detail}` : base;
}
