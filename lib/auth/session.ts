import 'server-only';
import { createHash } from 'node:crypto';
import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { LRUCache } from 'lru-cache';
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

/**
 * Opening a seal derives keys and decrypts (about a millisecond of work) and every request
 * carries one, checked twice (proxy and route): a seal opened in the last 30 s is not opened
 * again. Only the exact same string hits, so nothing forged gets in; expiry is still checked
 * below on every read.
 */
const sellosAbiertos = new LRUCache<string, { datos: unknown }>({ max: 2_000, ttl: 30_000 });

async function abrirSello(sello: string, password: string, ttl: number): Promise<unknown> {
  const abierto = sellosAbiertos.get(sello);
  if (abierto) return abierto.datos;
  const datos = await unsealData(sello, { password, ttl });
  sellosAbiertos.set(sello, { datos });
  return datos;
}

/** The user a session cookie names, or null when it is missing, forged, expired or stale. */
export async function readSession(sello: string | undefined): Promise<UsuarioSesion | null> {
  if (!sello) return null;
  const { secreto, horasSesion } = authConfig();
  const datos = datosSesionSchema.safeParse(await abrirSello(sello, secreto, horasSesion * 3600));
  if (!datos.success) return null;
  const vence = datos.data.desde + horasSesion * 3_600_000;
  if (Date.now() >= vence) return null;
  const usuario = await findUser(datos.data.usuario);
  if (usuario === null || huellaDe(usuario) !== datos.data.huella) return null;
  return { usuario: usuario.usuario, nombre: usuario.nombre, rol: usuario.rol, clientes: usuario.clientes, vence };
}

/** The session cookie a request carries, read from its own headers (no request scope needed). */
export function sessionCookieOf(headers: Headers): string | undefined {
  for (const par of headers.get('cookie')?.split(';') ?? []) {
    const igual = par.indexOf('=');
    if (igual > 0 && par.slice(0, igual).trim() === COOKIE_SESION) return par.slice(igual + 1).trim();
  }
  return undefined;
}

/** The signed-in user of the current request (server components and route handlers); read once per render. */
export const currentUser = cache(async (): Promise<UsuarioSesion | null> => {
  return readSession((await cookies()).get(COOKIE_SESION)?.value);
});
