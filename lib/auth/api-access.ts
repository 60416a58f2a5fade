import 'server-only';
import { decidirApi } from './api-policy';
import { accessError } from './auth-errors';
import { ClientScope } from './client-scope';
import { logAuth } from './log';
import { readSession, sessionCookieOf, type UsuarioSesion } from './session';

export interface Acceso {
  usuario: UsuarioSesion;
  alcance: ClientScope;
}

export type ResultadoAcceso = { ok: true; acceso: Acceso } | { ok: false; respuesta: Response };

/**
 * The check every `/api` route handler makes before doing anything (through the gateway's
 * route wrapper, which names its `ruta`, e.g. `/api/vehiculos/[id]`): a session, a role allowed on this route, and the user's client scope for the
 * handler to apply. `proxy.ts` made the same decision earlier; this one does not rely on it.
 */
export async function authorizeApi(request: Request, solicitud: string, ruta: string): Promise<ResultadoAcceso> {
  const url = new URL(request.url);
  const usuario = await readSession(sessionCookieOf(request.headers));
  const decision = decidirApi(usuario?.rol ?? null, url, ruta);
  if (decision === 'desconocida') return { ok: false, respuesta: accessError('ruta_inexistente', solicitud) };
  if (usuario === null) return { ok: false, respuesta: accessError('sesion_requerida', solicitud) };
  if (decision === 'prohibido') {
    logAuth('warn', 'acceso_denegado', { usuario: usuario.usuario, ruta: url.pathname, solicitud });
    return { ok: false, respuesta: accessError('acceso_denegado', solicitud) };
  }
  return { ok: true, acceso: { usuario, alcance: ClientScope.of(usuario.clientes) } };
}
