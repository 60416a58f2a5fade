import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { flotaPosicionesSchema } from '@/lib/fleet/flota-api';
import { posicionSchema } from '@/lib/fleet/schemas/posicion';
import { FlotaApiError } from './api-error';
import { parseInChunks } from './parse-in-chunks';

export type PositionsSnapshot = z.infer<typeof flotaPosicionesSchema>;

const envelopeSchema = flotaPosicionesSchema.extend({ datos: z.array(z.unknown()) });

/** The last answer per URL, so an unchanged snapshot (304) costs neither parsing nor a re-render. */
const lastAnswer = new Map<string, { etag: string; snapshot: PositionsSnapshot }>();

const invalid = () =>
  new FlotaApiError(200, 'respuesta_invalida', 'El servidor respondió posiciones con un formato inesperado.');

export async function fetchPositions(url: string, signal?: AbortSignal): Promise<PositionsSnapshot> {
  const previous = lastAnswer.get(url);
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      cache: 'no-store',
      headers: { accept: 'application/json', ...(previous ? { 'if-none-match': previous.etag } : {}) },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FlotaApiError(0, 'sin_conexion', 'No se pudo conectar con el servidor de Flota.');
  }
  if (response.status === 304 && previous) return previous.snapshot;
  if (!response.ok) throw await FlotaApiError.fromResponse(response);
  const envelope = envelopeSchema.safeParse(await response.json());
  if (!envelope.success) throw invalid();
  const datos = await parseInChunks(envelope.data.datos, posicionSchema);
  if (!datos) throw invalid();
  const snapshot = { ...envelope.data, datos };
  const etag = response.headers.get('etag');
  if (etag) lastAnswer.set(url, { etag, snapshot });
  return snapshot;
}

/**
 * The live snapshot, read from the gateway's cache every `refreshMs` (never faster than the gateway
 * polls the service: asking more often would only return the same snapshot).
 */
export function positionsQueryOptions(refreshMs: number) {
  const url = '/api/posiciones';
  return queryOptions({
    queryKey: ['posiciones'],
    queryFn: ({ signal }) => fetchPositions(url, signal),
    refetchInterval: refreshMs,
    refetchIntervalInBackground: true,
    staleTime: refreshMs,
    // A dispatcher's screen keeps polling through a failure; the map keeps the last snapshot meanwhile.
    retry: false,
    structuralSharing: false,
  });
}
