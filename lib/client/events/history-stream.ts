import { FlotaApiError } from '@/lib/client/api-error';
import { learnFromResponse } from '@/lib/client/fleet-clock';
import { historialMensajeSchema, type HistorialMensaje } from '@/lib/fleet/flota-api';
import { splitLines } from './split-lines';

/**
 * Reads `/api/eventos` as it streams: one NDJSON message per line (plan, parte…, fin | error),
 * each validated before `onMessage` sees it. Aborting `signal` stops the read, and the gateway
 * then cancels its upstream work. Resolves after `fin`; rejects with a `FlotaApiError` otherwise.
 */
export async function streamHistory(
  url: string,
  signal: AbortSignal,
  onMessage: (message: HistorialMensaje) => void,
): Promise<void> {
  let response: Response;
  const sentAt = Date.now();
  try {
    response = await fetch(url, { headers: { accept: 'application/x-ndjson' }, cache: 'no-store', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FlotaApiError(0, 'sin_conexion', 'No se pudo conectar con el servidor de Flota.');
  }
  learnFromResponse(response, sentAt);
  if (!response.ok) throw await FlotaApiError.fromResponse(response);
  if (!response.body) throw invalid(response.status);

  const lines = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(splitLines()).getReader();
  for (;;) {
    const { done, value: line } = await lines.read();
    if (done) break;
    const message = parseLine(line, response.status);
    if (message.tipo === 'error') {
      const { codigo, mensaje, solicitud } = message.error;
      throw new FlotaApiError(response.status, codigo, mensaje, solicitud);
    }
    onMessage(message);
    if (message.tipo === 'fin') return;
  }
  throw new FlotaApiError(response.status, 'respuesta_incompleta', 'La consulta se cortó antes de terminar. Probá de nuevo.');
}

function parseLine(line: string, status: number): HistorialMensaje {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw invalid(status);
  }
  const parsed = historialMensajeSchema.safeParse(json);
  if (!parsed.success) throw invalid(status);
  return parsed.data;
}

function invalid(status: number): FlotaApiError {
  return new FlotaApiError(status, 'respuesta_invalida', 'El servidor respondió datos con un formato inesperado.');
}
