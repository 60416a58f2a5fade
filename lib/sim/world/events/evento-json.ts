import { CATALOGO } from '@/lib/fleet/catalog';
import { formatApiDateTime } from '@/lib/fleet/time';
import { round6 } from '../geo';
import type { SimVehicle } from '../roster';
import type { RawEvent } from './sink';

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

export function eventoJson(event: RawEvent): string {
  const type = TYPE_PARTS.get(event.tipo)!;
  const where =
    event.lat === null || event.lon === null
      ? '"latitud":null,"longitud":null'
      : `"latitud":${round6(event.lat)},"longitud":${round6(event.lon)}`;
  const input =
    event.tipo === 'entrada_activada' || event.tipo === 'entrada_desactivada'
      ? `,"entrada":${event.entrada ?? 1},"sensor":${JSON.stringify(event.sensor ?? null)}`
      : '';
  return (
    `{"id":"${event.id}",${vehiclePart(event.vehicle)},${type.head},` +
    `"descripcion":${JSON.stringify(describe(type.descripcion, event))},"fecha":"${formatApiDateTime(event.t)}",` +
    `${where},"velocidad_kmh":${event.kmh ?? 'null'}${input}}`
  );
}

function describe(base: string, event: RawEvent): string {
  if (event.tipo === 'exceso_velocidad' && event.kmh !== null) return `${base}: ${event.kmh} km/h (${event.detail})`;
  if (event.tipo === 'entrada_activada' || event.tipo === 'entrada_desactivada') {
    return `${base} ${event.entrada ?? 1}${event.sensor ? ` (${event.sensor.replaceAll('_', ' ')})` : ''}`;
  }
  return event.detail ? `${base}: ${event.detail}` : base;
}
