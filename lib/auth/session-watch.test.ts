import { setTimeout as esperar } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { freshSessionCookie } from '@/lib/testing/session-cookie';
import { readSession, revokeSession, sessionCookieOf } from './session';
import { whileSessionHolds } from './session-watch';

async function abrir(usuario: string) {
  const cookie = await freshSessionCookie(usuario);
  const request = new Request('http://flota.test/api/eventos/stream', { headers: { cookie } });
  const sesion = await readSession(sessionCookieOf(request.headers));
  if (sesion === null) throw new Error('la sesión de prueba no abre');
  return { request, sesion, sello: sessionCookieOf(request.headers)! };
}

describe('whileSessionHolds', () => {
  it('holds while the session does, and ends once it is signed out', async () => {
    const { request, sesion, sello } = await abrir('supervisor');
    const signal = whileSessionHolds(request, sesion, 20);
    await esperar(80);
    expect(signal.aborted).toBe(false);
    await revokeSession(sello);
    await esperar(80);
    expect(signal.aborted).toBe(true);
  });

  it('ends when the user’s role or clients are no longer those it opened with', async () => {
    const { request, sesion } = await abrir('gerente');
    const conOtroAlcance = whileSessionHolds(request, { ...sesion, clientes: ['cli_1001'] }, 20);
    const conOtroRol = whileSessionHolds(request, { ...sesion, rol: 'admin' }, 20);
    await esperar(80);
    expect(conOtroAlcance.aborted).toBe(true);
    expect(conOtroRol.aborted).toBe(true);
  });

  it('ends when the session expires', async () => {
    const { request, sesion } = await abrir('despacho');
    const signal = whileSessionHolds(request, { ...sesion, vence: Date.now() + 30 }, 10_000);
    await esperar(80);
    expect(signal.aborted).toBe(true);
  });
});
