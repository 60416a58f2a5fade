import { flotaRecorridoSchema } from '@/lib/fleet/flota-api';
import { FlotaApiError } from '../../api-error';
import { type Track, buildTrack } from '../track';

/** Validates a `/api/vehiculos/{id}/recorrido` answer and turns it into columns. */
export function readRoute(body: unknown, status: number): { track: Track; partes: number } {
  const parsed = flotaRecorridoSchema.safeParse(body);
  if (!parsed.success) throw new FlotaApiError(status, 'respuesta_invalida', 'El servidor respondió datos con un formato inesperado.');
  return { track: buildTrack(parsed.data.datos), partes: parsed.data.partes };
}
