import 'server-only';
import { randomBytes } from 'node:crypto';
import { setTimeout as esperar } from 'node:timers/promises';
import { logAuth } from './log';
import { hashPassword, verifyPassword } from './password';
import { signInThrottle, type SignInThrottle } from './sign-in-throttle';
import { findUser } from './user-store';
import type { User } from './users-schema';

export type SignInResult =
  | { tipo: 'ok'; usuario: User }
  | { tipo: 'invalido' }
  | { tipo: 'bloqueado'; reintentarEnMs: number }
  /** The failure counts could not be read or written (the store is unreachable): nobody gets in. */
  | { tipo: 'no_disponible' };

export interface SignInAttempt {
  direccion: string;
  usuario: string;
  contrasena: string;
  solicitud: string;
}

let senuelo: Promise<string> | undefined;

/**
 * Checks a name and password. An unknown name costs the same scrypt work as a known one, so
 * that answer times do not tell which names exist. Without its failure counts the sign-in fails
 * closed: a lock-out recorded by another instance cannot be seen, nor a new failure counted.
 */
export async function signIn(intento: SignInAttempt, throttle: SignInThrottle = signInThrottle()): Promise<SignInResult> {
  try {
    return await checkCredentials(intento, throttle);
  } catch (error) {
    logAuth('error', 'ingreso_no_disponible', { detalle: (error as Error).message, solicitud: intento.solicitud });
    return { tipo: 'no_disponible' };
  }
}

async function checkCredentials(intento: SignInAttempt, throttle: SignInThrottle): Promise<SignInResult> {
  const nombre = intento.usuario.trim().toLowerCase().slice(0, 64);
  const { direccion, solicitud } = intento;
  const previo = await throttle.check(direccion, nombre);
  if (previo.bloqueado) {
    logAuth('warn', 'ingreso_bloqueado', { usuario: nombre, direccion, solicitud });
    return { tipo: 'bloqueado', reintentarEnMs: previo.reintentarEnMs };
  }
  const usuario = await findUser(nombre);
  senuelo ??= hashPassword(randomBytes(16).toString('base64url'));
  const valido = await verifyPassword(intento.contrasena, usuario?.hash ?? (await senuelo));
  if (usuario !== null && valido) {
    // The password was right and no lock-out stood: a count left uncleared only brings a later lock-out closer.
    await throttle.registerSuccess(nombre).catch((error: unknown) =>
      logAuth('warn', 'fallos_sin_borrar', { usuario: nombre, detalle: (error as Error).message, solicitud }),
    );
    logAuth('info', 'ingreso', { usuario: nombre, rol: usuario.rol, direccion, solicitud });
    return { tipo: 'ok', usuario };
  }
  const veredicto = await throttle.registerFailure(direccion, nombre);
  logAuth('warn', veredicto.bloqueado ? 'ingreso_fallido_bloqueo' : 'ingreso_fallido', { usuario: nombre, direccion, solicitud });
  if (veredicto.bloqueado) return { tipo: 'bloqueado', reintentarEnMs: veredicto.reintentarEnMs };
  await esperar(veredicto.demoraMs);
  return { tipo: 'invalido' };
}
