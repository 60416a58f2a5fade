import 'server-only';
import type { ErrorBody } from '@/lib/fleet/schemas/error-body';
import { GatewayError } from './gateway-error';
import { RETRY_WAITS_MS } from './upstream';

export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** What a person can do about each state of the server's key (fleet-api.md §3, §5). */
const KEY_PROBLEMS: Record<string, string> = {
  no_autenticado: 'El servidor de Flota no envió ninguna clave al Fleet API: pedile al administrador que configure FLEET_API_KEY.',
  clave_invalida: 'La clave del servidor no es válida: pedile al administrador que la revise.',
  clave_vencida: 'La clave del servidor está vencida: pedile al administrador una nueva.',
  clave_revocada: 'La clave del servidor fue revocada: pedile al administrador una nueva.',
  clave_pausada: 'La clave del servidor está pausada por el proveedor: consultá al administrador.',
  ip_no_autorizada: 'El Fleet API no acepta la clave desde la dirección IP de este servidor: pedile al administrador que la habilite.',
  demasiados_intentos: 'El Fleet API bloqueó a este servidor por demasiadas claves inválidas: esperá 10 minutos.',
};

const PASS_THROUGH = new Set([400, 404, 501]);
const DEFAULT_RETRY_AFTER_S = Math.max(...RETRY_WAITS_MS) / 1000;

/**
 * Turns anything a route handler threw into our error answer. Upstream key problems become
 * 502 (the server, not the person, is misconfigured) except `sin_permiso` (403); upstream 404s
 * pass through; upstream overload or outage becomes 503 with `Retry-After` — never a 429 or a
 * stack trace. `servedStale`: the error travels beside older data (a `frescura`), not instead of it.
 */
export function errorAnswer(error: unknown, solicitud: string, servedStale = false): ErrorAnswer {
  if (!(error instanceof GatewayError)) {
    return answer(500, 'error_interno', 'Error inesperado en el servidor de Flota.', solicitud);
  }
  const id = error.solicitud || solicitud;
  if (error.origen === 'gateway') return answer(error.status, error.codigo, error.mensaje, solicitud);
  const keyProblem = KEY_PROBLEMS[error.codigo];
  if (keyProblem) return answer(502, error.codigo, keyProblem, id);
  if (error.codigo === 'sin_permiso') {
    const permiso = error.permiso ? `«${error.permiso}»` : 'que requiere esta consulta';
    return answer(403, 'sin_permiso', `La clave del servidor no tiene el permiso ${permiso}: pedile al administrador que lo agregue.`, id);
  }
  if (PASS_THROUGH.has(error.status)) return answer(error.status, error.codigo, error.mensaje, id);
  if (error.status === 429 || error.status === 503) {
    // Our own retries (5, 15, 60 s) are spent by now: the browser waits what the upstream said, or the last of them.
    const seconds = Math.max(1, Math.ceil(error.retryAfterS ?? DEFAULT_RETRY_AFTER_S));
    const estado = error.status === 429 ? 'está saturado' : 'no está respondiendo';
    const mensaje = servedStale
      ? `El Fleet API ${estado}: se muestran los últimos datos obtenidos.`
      : `El Fleet API ${estado} y no hay datos guardados de esta consulta: reintentá en ${seconds} segundos.`;
    return { ...answer(503, 'servicio_no_disponible', mensaje, id), headers: { 'retry-after': String(seconds) } };
  }
  if (error.codigo === 'respuesta_invalida') return answer(502, error.codigo, error.mensaje, id);
  return answer(502, 'error_interno', 'El Fleet API tuvo un error interno: citá el número de solicitud al operador.', id);
}

function answer(status: number, codigo: string, mensaje: string, solicitud: string): ErrorAnswer {
  return { status, body: { error: { codigo, mensaje, solicitud } }, headers: {} };
}
