import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Where a request came from, for the per-address sign-in lock-out. `X-Forwarded-For` is
 * whatever the caller wrote unless a proxy we trust appended to it, and Next fills it from the
 * socket only when it is absent: trusting it blindly lets anyone dodge the lock-out (or lock
 * someone else out) by writing another address. So the socket's own address is stamped on
 * every request before Next reads it, and `X-Forwarded-For` is read only as far back as the
 * configured number of proxy hops (`FLOTA_TRUSTED_PROXIES`).
 */
export const CABECERA_SOCKET = 'x-flota-direccion-socket';

interface InicioDeSolicitud {
  request: IncomingMessage;
  socket: Socket;
}

const SLOT = Symbol.for('flota.auth.direccion-socket');

/** Runs once per process, at start: Node announces each request on this channel before any handler sees it. */
export function stampSocketAddresses(): void {
  const slot = globalThis as { [SLOT]?: true };
  if (slot[SLOT]) return;
  slot[SLOT] = true;
  subscribe('http.server.request.start', (mensaje) => {
    const { request, socket } = mensaje as InicioDeSolicitud;
    // Whatever the caller sent under this name is replaced, never trusted.
    if (socket.remoteAddress) request.headers[CABECERA_SOCKET] = socket.remoteAddress;
    else delete request.headers[CABECERA_SOCKET];
  });
}

/**
 * The caller's address. With `saltos` trusted proxies in front, each appended the address it
 * heard from, so the caller is the `saltos`-th entry from the end; anything before it is the
 * caller's own writing. A chain shorter than that did not come through the proxies: the socket.
 */
export function direccionCliente(headers: Headers, saltos: number): string {
  const socket = headers.get(CABECERA_SOCKET)?.trim() || 'desconocida';
  if (saltos === 0) return socket;
  const cadena = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((parte) => parte.trim())
    .filter((parte) => parte !== '');
  return cadena.length >= saltos ? (cadena.at(-saltos) ?? socket) : socket;
}
