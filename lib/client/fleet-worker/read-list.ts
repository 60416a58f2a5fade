import { z } from 'zod';
import { flotaPosicionesSchema, flotaVehiculosSchema } from '@/lib/fleet/flota-api';
import { posicionSchema } from '@/lib/fleet/schemas/posicion';
import { vehiculoSchema } from '@/lib/fleet/schemas/vehiculo';
import { FlotaApiError } from '../api-error';
import { normalizeForSearch } from '../search-text';
import { VEHICLE_STATUSES, vehicleStatus } from '../vehicle-status';
import type { PositionsMeta, PositionsSlice, VehiclesMeta, VehiclesSlice } from './protocol';

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
  const at = frescura.obtenido ? Date.parse(frescura.obtenido) : Date.now();
  return {
    meta: { kind: 'posiciones', cantidad, sin_posicion, frescura },
    slice: { kind: 'posiciones', items: datos, extras: datos.map((p) => VEHICLE_STATUSES.indexOf(vehicleStatus(p, at))) },
  };
}

/** Parses and validates a `/api/vehiculos` answer and prepares each vehicle's search text. */
export function readVehicles(body: unknown, status: number): ReadResult {
  const parsed = vehiclesBody.safeParse(body);
  if (!parsed.success) throw invalid(status);
  const { datos, cantidad, frescura } = parsed.data;
  return {
    meta: { kind: 'vehiculos', cantidad, frescura },
    slice: {
      kind: 'vehiculos',
      items: datos,
      extras: datos.map((v) => normalizeForSearch([v.id, v.patente, v.nombre, v.conductor].filter(Boolean).join('|'))),
    },
  };
}
