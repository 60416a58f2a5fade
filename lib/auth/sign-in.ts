import 'server-only';
import { randomBytes } from 'node:crypto';
import { setTimeout as esperar } from 'node:timers/promises';
import { logAuth } from './log';
import { hashPassword, verifyPassword } from './password';
import { SignInThrottle } from './sign-in-throttle';
import { findUser } from './user-store';
import type { User } from './users-schema';

export type SignInResult =
  | { tipo: 'ok'; usuario: User }
  | { tipo: 'invalido' }
  | { tipo: 'bloqueado'; reintentarEnMs: number };

export interface SignInAttempt {
  direccion: string;
  usuario: string;
  contrasena: string;
  solicitud: string;
}

const limitador = new SignInThrottle();
let senuelo: Promise<string> | undefined;

/**
 * Checks a name and password. An unknown name costs the same scrypt work as a known one, so
 * that answer times do not tell which names exist.
 */
export async function signIn(intento: SignInAttempt, throttle: SignInThrottle = limitador): Promise<SignInResult> {
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
    await throttle.registerSuccess(nombre);
    logAuth('info', 'ingreso', { usuario: nombre, rol: usuario.rol, direccion, solicitud });
    return { tipo: 'ok', usuario };
  }
  const veredicto = await throttle.registerFailure(direccion, nombre);
  logAuth('warn', veredicto.bloqueado ? 'ingreso_fallido_bloqueo' : 'ingreso_fallido', { usuario: nombre, direccion, solicitud });
  if (veredicto.bloqueado) return { tipo: 'bloqueado', reintentarEnMs: veredicto.reintentarEnMs };
  await esperar(veredicto.demoraMs);
  return { tipo: 'invalido' };
}
