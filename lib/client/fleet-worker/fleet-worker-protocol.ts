import type { z } from 'zod';
import type { flotaClientesSchema, flotaEstadoSchema, Frescura, SaludVista } from '@/lib/fleet/flota-api';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import type { PackedPosicion } from './position-reuse';

/**
 * Messages between the page and the fleet worker. Big lists (20,000 vehicles) are fetched, parsed
 * and validated in the worker and come back in slices, so that no single task on the page's main
 * thread has to parse or deserialise the whole answer.
 */
export type ListKind = 'posiciones' | 'vehiculos';
/** Small answers, validated in the worker too so that the page's bundle carries no zod schemas. */
export type DocumentKind = 'clientes' | 'estado' | 'salud';
export type DocumentOf = {
  clientes: z.infer<typeof flotaClientesSchema>;
  estado: z.infer<typeof flotaEstadoSchema>;
  salud: SaludVista;
};

/**
 * An answer the page's main thread has already received (the first positions snapshot, preloaded
 * by the page's HTML): the worker reads it instead of fetching. The body is transferred, not copied.
 */
export type ReceivedAnswer = { status: number; etag: string | null; body: ArrayBuffer };

export type WorkerRequest =
  /** `etag`: of the answer the page already holds, so an unchanged list costs a 304 and nothing else. */
  | { type: 'fetch'; id: number; kind: ListKind; url: string; etag: string | null; received?: ReceivedAnswer }
  | { type: 'document'; id: number; kind: DocumentKind; url: string }
  | { type: 'abort'; id: number };

export type PositionsMeta = { kind: 'posiciones'; cantidad: number; sin_posicion: number; frescura: Frescura };
export type VehiclesMeta = { kind: 'vehiculos'; cantidad: number; frescura: Frescura };

/**
 * Positions come with their status (computed at the snapshot's time) as its index in
 * `VEHICLE_STATUSES`: small numbers cross to the page without a string allocated per vehicle and
 * snapshot. Vehicles come with their search text.
 */
export type PositionsSlice = { kind: 'posiciones'; items: Posicion[]; extras: StatusCode[] };
/** A slice of positions as it crosses to the page (see `position-reuse.ts`). */
export type PackedPositionsSlice = { kind: 'posiciones'; items: PackedPosicion[]; extras: StatusCode[]; stamps: string[] };
export type StatusCode = number;
export type VehiclesSlice = { kind: 'vehiculos'; items: Vehiculo[]; extras: string[] };

export type WorkerReply =
  | ({ type: 'slice'; id: number } & (PackedPositionsSlice | VehiclesSlice))
  | { type: 'done'; id: number; meta: PositionsMeta | VehiclesMeta; etag: string | null }
  | { type: 'unchanged'; id: number }
  | { type: 'document'; id: number; body: DocumentOf[DocumentKind] }
  | { type: 'error'; id: number; status: number; codigo: string; mensaje: string; solicitud: string | null };

/** Small enough that deserialising one slice on the main thread takes a few milliseconds. */
export const SLICE_SIZE = 1_000;
