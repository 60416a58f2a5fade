/**
 * Where a request came from, for the per-address sign-in lock-out. The server reads the socket's
 * own address (server/request-handler.ts) and hands it to the API's handlers; `X-Forwarded-For`
 * is whatever the caller wrote unless a proxy we trust appended to it, so it is read only as far
 * back as the configured number of proxy hops (`FLOTA_TRUSTED_PROXIES`): trusting it blindly
 * lets anyone dodge the lock-out (or lock someone else out) by writing another address.
 */

/**
 * The caller's address. With `hops` trusted proxies in front, each appended the address it
 * heard from, so the caller is the `hops`-th entry from the end; anything before it is the
 * caller's own writing. A chain shorter than that did not come through the proxies: the socket.
 */
export function clientAddress(socketAddress: string | undefined, headers: Headers, hops: number): string {
  const socket = socketAddress?.trim() || 'desconocida';
  if (hops === 0) return socket;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return chain.length >= hops ? (chain.at(-hops) ?? socket) : socket;
}
