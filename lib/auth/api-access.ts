import 'server-only';
import { accessError } from './auth-errors';
import { ClientScope } from './client-scope';
import { logAuth } from './log';
import { roleCan, type Capability, type Role } from './roles';
import { readSession, sessionCookieOf, type SessionUser } from './session';

/**
 * Who may call an `/api` route. Each line of the route table (app/api/routes.ts) names what its
 * route asks of the caller, so a route cannot exist without that decision; the router checks it
 * here before the handler runs, and hands the handler the caller's client scope to apply.
 */
export type ApiRequirement = Capability | 'public' | ((url: URL) => Capability);

export type ApiDecision = 'public' | 'allowed' | 'forbidden';

export interface ApiAccess {
  user: SessionUser;
  /** Which of the key's clients the caller may see: every handler applies it. */
  scope: ClientScope;
}

export type ApiAuthorization = { ok: true; access: ApiAccess } | { ok: false; response: Response };

/**
 * The replay shows one vehicle's events along its route, so whoever may replay routes may
 * read the events of exactly one vehicle; anything wider is the manager's history.
 */
export function historyOrOneVehicleEvents(url: URL): Capability {
  const vehiculos = url.searchParams.get('vehiculos');
  const oneVehicle = vehiculos !== null && vehiculos !== '' && !vehiculos.includes(',');
  return oneVehicle && !url.searchParams.has('cliente') ? 'recorridos' : 'historial';
}

/** Whether a role (`null`: nobody signed in) may call a route that asks `requirement`. */
export function decideApiAccess(rol: Role | null, requirement: ApiRequirement, url: URL): ApiDecision {
  if (requirement === 'public') return 'public';
  if (rol === null) return 'forbidden';
  const capacidad = typeof requirement === 'function' ? requirement(url) : requirement;
  return roleCan(rol, capacidad) ? 'allowed' : 'forbidden';
}

/** A session, a role allowed on the route, and the caller's client scope; or the refusal to answer. */
export async function authorizeApi(
  request: Request,
  url: URL,
  requirement: Exclude<ApiRequirement, 'public'>,
  solicitud: string,
): Promise<ApiAuthorization> {
  const user = await readSession(sessionCookieOf(request.headers));
  if (user === null) return { ok: false, response: accessError('sesion_requerida', solicitud) };
  if (decideApiAccess(user.rol, requirement, url) === 'forbidden') {
    logAuth('warn', 'acceso_denegado', { usuario: user.usuario, ruta: url.pathname, solicitud });
    return { ok: false, response: accessError('acceso_denegado', solicitud) };
  }
  return { ok: true, access: { user, scope: ClientScope.of(user.clientes) } };
}
