import 'server-only';
import { createHash } from 'node:crypto';
import { getIronSession, sealData, unsealData, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { z } from 'zod';
import { authConfig } from './config';
import { findUser } from './user-store';
import { usuarioNombreSchema, type Alcance, type Usuario } from './users-schema';
import type { Rol } from './roles';

/**
 * The session is an encrypted, signed cookie (iron-session) that names the user; role and
 * client scope are read from the users in force on every request, so a change in the users
 * file applies at once and a changed password ends the sessions opened with the old one.
 */
export const COOKIE_SESION = 'flota_sesion';

const datosSesionSchema = z.object({
  usuario: usuarioNombreSchema,
  huella: z.string().length(22),
  desde: z.number().int().positive(),
});
type DatosSesion = z.infer<typeof datosSesionSchema>;

/** Who is signed in, as every server check sees it. */
export interface UsuarioSesion {
  usuario: string;
  nombre: string | null;
  rol: Rol;
  clientes: Alcance;
  vence: number;
}

function huellaDe(usuario: Usuario): string {
  return createHash('sha256').update(usuario.hash).digest('base64url').slice(0, 22);
}

function opciones(https: boolean): SessionOptions {
  const { secreto, horasSesion } = authConfig();
  return {
    cookieName: COOKIE_SESION,
    password: secreto,
    ttl: horasSesion * 3600,
    cookieOptions: { httpOnly: true, secure: https, sameSite: 'lax', path: '/' },
  };
}

/** Sets the session cookie on the answer of the current route handler; returns when it ends. */
export async function startSession(https: boolean, usuario: Usuario): Promise<number> {
  const sesion = await getIronSession<Partial<DatosSesion>>(await cookies(), opciones(https));
  const desde = Date.now();
  Object.assign(sesion, { usuario: usuario.usuario, huella: huellaDe(usuario), desde });
  await sesion.save();
  return desde + authConfig().horasSesion * 3_600_000;
}

export async function endSession(https: boolean): Promise<void> {
  const sesion = await getIronSession<Partial<DatosSesion>>(await cookies(), opciones(https));
  sesion.destroy();
}

/** The user a session cookie names, or null when it is missing, forged, expired or stale. */
export async function readSession(sello: string | undefined): Promise<UsuarioSesion | null> {
  if (!sello) return null;
  const { secreto, horasSesion } = authConfig();
  const datos = datosSesionSchema.safeParse(await unsealData(sello, { password: secreto, ttl: horasSesion * 3600 }));
  if (!datos.success) return null;
  const vence = datos.data.desde + horasSesion * 3_600_000;
  if (Date.now() >= vence) return null;
  const usuario = await findUser(datos.data.usuario);
  if (usuario === null || huellaDe(usuario) !== datos.data.huella) return null;
  return { usuario: usuario.usuario, nombre: usuario.nombre, rol: usuario.rol, clientes: usuario.clientes, vence };
}

/** The sealed cookie value that names a user, as `startSession` would set it. */
export function sealSession(usuario: Usuario, desde: number = Date.now()): Promise<string> {
  const { secreto, horasSesion } = authConfig();
  const datos: DatosSesion = { usuario: usuario.usuario, huella: huellaDe(usuario), desde };
  return sealData(datos, { password: secreto, ttl: horasSesion * 3600 });
}

/** The user named by a request's own cookie header: route handlers need no request scope for it. */
export function userOfRequest(request: Request): Promise<UsuarioSesion | null> {
  const cabecera = request.headers.get('cookie') ?? '';
  const par = cabecera.split(';').map((p) => p.trim()).find((p) => p.startsWith(`${COOKIE_SESION}=`));
  return readSession(par ? decodeURIComponent(par.slice(COOKIE_SESION.length + 1)) : undefined);
}

/** The signed-in user of the current request (server components and route handlers); read once per render. */
export const currentUser = cache(async (): Promise<UsuarioSesion | null> => {
  return readSession((await cookies()).get(COOKIE_SESION)?.value);
});
