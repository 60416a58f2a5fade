import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { authConfig } from './config';
import { sessionRevocations } from './session-revocations';
import { findUser } from './user-store';
import { userNameSchema, type UserClients, type User } from './users-schema';
import type { Role } from './roles';

/**
 * The session is an encrypted, signed cookie (iron-session) that names the user; role and
 * client scope are read from the users in force on every request, so a change in the users
 * file applies at once and a changed password ends the sessions opened with the old one.
 * Signing out ends the session on the server too (its `id` is revoked), not only in the browser.
 * Web-standard: the API's handlers set and clear the cookie on their own Response; pages read
 * it through `current-user.ts`.
 */
export const SESSION_COOKIE = 'flota_sesion';

const datosSesionSchema = z.object({
  id: z.string().length(22),
  usuario: userNameSchema,
  huella: z.string().length(22),
  desde: z.number().int().positive(),
});
type DatosSesion = z.infer<typeof datosSesionSchema>;

/** Who is signed in, as every server check sees it. */
export interface SessionUser {
  usuario: string;
  nombre: string | null;
  rol: Role;
  clientes: UserClients;
  vence: number;
}

/** Every request compares it: hashed once per user record (a changed users file makes new records). */
const huellas = new WeakMap<User, string>();
function huellaDe(usuario: User): string {
  let huella = huellas.get(usuario);
  if (huella === undefined) {
    huella = createHash('sha256').update(usuario.hash).digest('base64url').slice(0, 22);
    huellas.set(usuario, huella);
  }
  return huella;
}

function opciones(https: boolean): SessionOptions {
  const { secreto, horasSesion } = authConfig();
  return {
    cookieName: SESSION_COOKIE,
    password: secreto,
    ttl: horasSesion * 3600,
    cookieOptions: { httpOnly: true, secure: https, sameSite: 'lax', path: '/' },
  };
}

/**
 * Cookies already opened, so that the many requests of one page (and every SSE reconnection)
 * do not decrypt the same cookie again. Only what the cookie says is kept: whether it was
 * revoked, whether it expired and who its user is now (role, scope, password) are checked
 * on every request, so the cache never lets a signed-out, removed or demoted user through.
 */
const abiertos = new LRUCache<string, DatosSesion>({ max: 2_000, ttl: 60_000 });

async function abrir(sello: string): Promise<DatosSesion | null> {
  const conocido = abiertos.get(sello);
  if (conocido) return conocido;
  const { secreto, horasSesion } = authConfig();
  const datos = datosSesionSchema.safeParse(await unsealData(sello, { password: secreto, ttl: horasSesion * 3600 }));
  if (!datos.success) return null;
  abiertos.set(sello, datos.data);
  return datos.data;
}

/**
 * Starts a session for `usuario`: the `Set-Cookie` lines that carry it (for the sign-in's
 * answer) and when it ends. iron-session writes them on a Response of its own.
 */
export async function startSession(request: Request, https: boolean, usuario: User): Promise<{ vence: number; setCookie: string[] }> {
  const carrier = new Response(null);
  const sesion = await getIronSession<Partial<DatosSesion>>(request, carrier, opciones(https));
  const desde = Date.now();
  const id = randomBytes(16).toString('base64url');
  Object.assign(sesion, { id, usuario: usuario.usuario, huella: huellaDe(usuario), desde });
  await sesion.save();
  return { vence: desde + authConfig().horasSesion * 3_600_000, setCookie: carrier.headers.getSetCookie() };
}

/** Ends the session a cookie holds on the server: a copy of it taken before is refused from now on. */
export async function revokeSession(sello: string): Promise<void> {
  const datos = await abrir(sello);
  if (datos === null) return;
  await sessionRevocations().revoke(datos.id, datos.desde + authConfig().horasSesion * 3_600_000);
  abiertos.delete(sello);
}

/** Signing out: the session `request` carries is revoked; answers the `Set-Cookie` lines that clear its cookie. */
export async function endSession(request: Request, https: boolean): Promise<string[]> {
  const sello = sessionCookieOf(request.headers);
  if (sello) await revokeSession(sello);
  const carrier = new Response(null);
  const sesion = await getIronSession<Partial<DatosSesion>>(request, carrier, opciones(https));
  sesion.destroy();
  return carrier.headers.getSetCookie();
}

/** The user a session cookie names, or null when it is missing, forged, expired or stale. */
export async function readSession(sello: string | undefined): Promise<SessionUser | null> {
  const datos = sello ? await abrir(sello) : null;
  if (datos === null || sessionRevocations().isRevoked(datos.id)) return null;
  const vence = datos.desde + authConfig().horasSesion * 3_600_000;
  if (Date.now() >= vence) return null;
  const usuario = await findUser(datos.usuario);
  if (usuario === null || huellaDe(usuario) !== datos.huella) return null;
  return { usuario: usuario.usuario, nombre: usuario.nombre, rol: usuario.rol, clientes: usuario.clientes, vence };
}

/** The session cookie a request carries, read from its own headers (no request scope needed). */
export function sessionCookieOf(headers: Headers): string | undefined {
  for (const par of headers.get('cookie')?.split(';') ?? []) {
    const igual = par.indexOf('=');
    if (igual > 0 && par.slice(0, igual).trim() === SESSION_COOKIE) return par.slice(igual + 1).trim();
  }
  return undefined;
}
