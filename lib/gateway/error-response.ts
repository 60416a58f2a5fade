import 'server-only';
import { errorBody, flotaError, isServerKeyProblem, type FlotaErrorCode } from '@/lib/fleet/errors';
import type { ErrorBody } from '@/lib/fleet/schemas/error-body';
import { isGatewayError } from './gateway-error';
import { RETRY_WAITS_MS } from './upstream';

export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

const PASS_THROUGH = new Set([400, 404, 501]);
const DEFAULT_RETRY_AFTER_S = Math.max(...RETRY_WAITS_MS) / 1000;

/**
 * Turns anything a handler threw into our error answer, recognising a GatewayError by its brand
 * (never `instanceof`). Upstream key problems become 502 (the server, not the person, is
 * misconfigured) except `sin_permiso` (403); upstream 404s pass through; upstream overload or
 * outage becomes 503 with `Retry-After` — never a 429 or a stack trace. `servedStale`: the error
 * travels beside older data (a `frescura`), not instead of it.
 */
export function errorAnswer(error: unknown, solicitud: string, servedStale = false): ErrorAnswer {
  if (!isGatewayError(error)) return answer('error_interno', solicitud);
  const id = error.solicitud || solicitud;
  if (error.origen === 'gateway') return { status: error.status, body: { error: { codigo: error.codigo, mensaje: error.mensaje, solicitud } }, headers: {} };
  if (isServerKeyProblem(error.codigo)) return answer(error.codigo, id);
  if (error.codigo === 'sin_permiso') {
    const permiso = error.permiso ? `«${error.permiso}»` : 'que requiere esta consulta';
    return answer('sin_permiso', id, `La clave del servidor no tiene el permiso ${permiso}: pedile al administrador que lo agregue.`);
  }
  if (PASS_THROUGH.has(error.status)) return { status: error.status, body: { error: { codigo: error.codigo, mensaje: error.mensaje, solicitud: id } }, headers: {} };
  if (error.status === 429 || error.status === 503) {
    // Our own retries (5, 15, 60 s) are spent by now: the browser waits what the upstream said, or the last of them.
    const seconds = Math.max(1, Math.ceil(error.retryAfterS ?? DEFAULT_RETRY_AFTER_S));
    const estado = error.status === 429 ? 'está saturado' : 'no está respondiendo';
    const mensaje = servedStale
      ? `El Fleet API ${estado}: se muestran los últimos datos obtenidos.`
      : `El Fleet API ${estado} y no hay datos guardados de esta consulta: reintentá en ${seconds} segundos.`;
    return { ...answer('servicio_no_disponible', id, mensaje), headers: { 'retry-after': String(seconds) } };
  }
  if (error.codigo === 'respuesta_invalida') return answer('respuesta_invalida', id, error.mensaje);
  return { ...answer('error_interno', id, 'El Fleet API tuvo un error interno: citá el número de solicitud al operador.'), status: 502 };
}

function answer(codigo: FlotaErrorCode, solicitud: string, mensaje?: string): ErrorAnswer {
  return { status: flotaError(codigo).status, body: errorBody(codigo, solicitud, mensaje), headers: {} };
}
