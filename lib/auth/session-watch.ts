import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { readSession, sessionCookieOf, type SessionUser } from './session';

/** How often an open stream checks that its session still holds: sign-out and user changes reach it within this. */
const REVISAR_CADA_MS = 2_000;

/**
 * A signal that aborts when the request ends or its session no longer gives the access it
 * opened with: expired, signed out, the user removed, or their role or clients changed. A
 * long-lived answer (the SSE feed) ends then, and the browser's reconnection meets the
 * sign-in check with the access in force now.
 */
export function whileSessionHolds(request: Request, abierta: SessionUser, cadaMs = REVISAR_CADA_MS): AbortSignal {
  const cambio = new AbortController();
  const sello = sessionCookieOf(request.headers);
  const vence = AbortSignal.timeout(Math.max(0, abierta.vence - Date.now()));
  const signal = AbortSignal.any([request.signal, cambio.signal, vence]);
  const reloj = setInterval(() => {
    void readSession(sello).then(
      (vigente) => {
        if (!mismoAcceso(abierta, vigente)) cambio.abort();
      },
      () => cambio.abort(),
    );
  }, cadaMs);
  signal.addEventListener('abort', () => clearInterval(reloj), { once: true });
  return signal;
}

function mismoAcceso(abierta: SessionUser, vigente: SessionUser | null): boolean {
  return (
    vigente !== null &&
    vigente.usuario === abierta.usuario &&
    vigente.rol === abierta.rol &&
    isDeepStrictEqual(vigente.clientes, abierta.clientes)
  );
}
