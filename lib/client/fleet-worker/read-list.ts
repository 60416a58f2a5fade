import { z } from 'zod';
import { flotaPosicionesSchema, flotaVehiculosSchema } from '@/lib/fleet/flota-api';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { posicionSchema } from '@/lib/fleet/schemas/posicion';
import { vehiculoSchema } from '@/lib/fleet/schemas/vehiculo';
import { normalizeForSearch } from '../search-text';
import { vehicleStatus } from '../vehicle-status';
import type { PositionsMeta, PositionsSlice, VehiclesMeta, VehiclesSlice } from './protocol';

/** A failed read, in the shape `FlotaApiError` is rebuilt from on the page. */
export class ReadError extends Error {
  constructor(
    readonly status: number,
    readonly codigo: string,
    message: string,
    readonly solicitud: string | null = null,
  ) {
    super(message);
  }
}

export type ReadResult =
  | { meta: PositionsMeta; slice: PositionsSlice }
  | { meta: VehiclesMeta; slice: VehiclesSlice };

const positionsBody = flotaPosicionesSchema.extend({ datos: z.array(posicionSchema) });
const vehiclesBody = flotaVehiculosSchema.extend({ datos: z.array(vehiculoSchema) });

const invalid = (status: number) =>
  new ReadError(status, 'respuesta_invalida', 'El servidor respondió datos con un formato inesperado.');

export async function errorOf(response: Response): Promise<ReadError> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return new ReadError(response.status, 'error_interno', `Error ${response.status} del servidor de Flota.`);
  const { codigo, mensaje, solicitud } = parsed.data.error;
  return new ReadError(response.status, codigo, mensaje, solicitud);
}

/** Parses and validates a `/api/posiciones` answer and rates every vehicle at the snapshot's time. */
export function readPositions(body: unknown, status: number): ReadResult {
  const parsed = positionsBody.safeParse(body);
  if (!parsed.success) throw invalid(status);
  const { datos, cantidad, sin_posicion, frescura } = parsed.data;
  const at = frescura.obtenido ? Date.parse(frescura.obtenido) : Date.now();
  return {
    meta: { kind: 'posiciones', cantidad, sin_posicion, frescura },
    slice: { kind: 'posiciones', items: datos, extras: datos.map((p) => vehicleStatus(p, at)) },
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
