import { z } from 'zod';
import { flotaPosicionesSchema, flotaVehiculosSchema } from '@/lib/fleet/flota-api';
import { posicionSchema } from '@/lib/fleet/schemas/posicion';
import { vehiculoSchema, type Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { FlotaApiError } from '../api-error';
import { fleetNow } from '../fleet-clock';
import { normalizeForSearch } from '../search-text';
import { VEHICLE_STATUSES, vehicleStatus } from '../vehicle-status';
import type { PositionsMeta, PositionsSlice, VehiclesMeta, VehiclesSlice } from './fleet-worker-protocol';

export type ReadResult =
  | { meta: PositionsMeta; slice: PositionsSlice }
  | { meta: VehiclesMeta; slice: VehiclesSlice };

const positionsBody = flotaPosicionesSchema.extend({ datos: z.array(posicionSchema) });
const vehiclesBody = flotaVehiculosSchema.extend({ datos: z.array(vehiculoSchema) });

const invalid = (status: number) =>
  new FlotaApiError(status, 'respuesta_invalida', 'El servidor respondió datos con un formato inesperado.');

/** Parses and validates a `/api/posiciones` answer and rates every vehicle at the snapshot's time. */
export function readPositions(body: unknown, status: number): ReadResult {
  const parsed = positionsBody.safeParse(body);
  if (!parsed.success) throw invalid(status);
  const { datos, cantidad, sin_posicion, frescura } = parsed.data;
  const at = frescura.obtenido ? Date.parse(frescura.obtenido) : fleetNow();
  return {
    meta: { kind: 'posiciones', cantidad, sin_posicion, frescura },
    slice: { kind: 'posiciones', items: datos, extras: datos.map((p) => VEHICLE_STATUSES.indexOf(vehicleStatus(p, at))) },
  };
}

/**
 * The catalogue with one `cliente` and one `equipo` object per distinct value, shared by the
 * vehicles that have it: a message keeps shared objects shared, so the page holds a few of each
 * (20,000 vehicles, a handful of clients and device models), not 40,000 objects and their strings,
 * all of which its garbage collector would walk through on every full collection.
 */
function sharingParts(datos: Vehiculo[]): Vehiculo[] {
  const parts = new Map<string, Vehiculo['cliente'] | Vehiculo['equipo']>();
  const shared = <T extends Vehiculo['cliente'] | Vehiculo['equipo']>(key: string, part: T): T => {
    const known = parts.get(key) as T | undefined;
    if (known) return known;
    parts.set(key, part);
    return part;
  };
  return datos.map((v) => ({
    ...v,
    cliente: shared(JSON.stringify(['c', v.cliente.id, v.cliente.nombre]), v.cliente),
    equipo: shared(JSON.stringify(['e', v.equipo.tipo, v.equipo.modelo]), v.equipo),
  }));
}

/** Parses and validates a `/api/vehiculos` answer and prepares each vehicle's search text. */
export function readVehicles(body: unknown, status: number): ReadResult {
  const parsed = vehiclesBody.safeParse(body);
  if (!parsed.success) throw invalid(status);
  const { cantidad, frescura } = parsed.data;
  const datos = sharingParts(parsed.data.datos);
  return {
    meta: { kind: 'vehiculos', cantidad, frescura },
    slice: {
      kind: 'vehiculos',
      items: datos,
      extras: datos.map((v) => normalizeForSearch([v.id, v.patente, v.nombre, v.conductor].filter(Boolean).join('|'))),
    },
  };
}
