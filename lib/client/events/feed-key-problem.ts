import { FlotaApiError } from '@/lib/client/api-error';
import { isKeyProblem } from '@/lib/client/key-problem';
import { flotaError, isFlotaErrorCode } from '@/lib/fleet/errors';
import type { SaludVista } from '@/lib/fleet/flota-api';

/**
 * The stream itself opens with any key; a key that cannot read events shows up as the events
 * poller failing upstream. That failure, as an error to explain, or null when the feed is fine
 * or failing for another reason (a `sin_permiso` of another route is not this feed's problem).
 */
export function feedKeyProblem(health: SaludVista | null): FlotaApiError | null {
  const error = health?.ultimo_error;
  if (!error || !health.eventos.desactualizado || !isKeyProblem(error.codigo)) return null;
  if (error.codigo === 'sin_permiso' && !error.ruta.includes('eventos')) return null;
  // As a route of ours would answer it (a problem of the server's key: 502).
  const status = isFlotaErrorCode(error.codigo) ? flotaError(error.codigo).status : 502;
  return new FlotaApiError(status, error.codigo, error.mensaje, error.solicitud || null);
}
