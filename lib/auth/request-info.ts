/**
 * What Flota reads from a request's headers: whether it came over HTTPS (a spoofed
 * `x-forwarded-proto` only gets its sender a cookie their plain-HTTP browser will not send
 * back) and its id, which the server (server/request-handler.ts) gives every request. The
 * caller's address, which the lock-out relies on, is `client-address.ts`'s business.
 */
export const REQUEST_ID_HEADER = 'x-solicitud';

export function isHttps(headers: Headers): boolean {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** `flo_` and 20 hex digits: the id a person quotes, in answers, headers and log lines. */
export function newRequestId(): string {
  return `flo_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
}

export function requestIdOf(headers: Headers): string {
  return headers.get(REQUEST_ID_HEADER) ?? newRequestId();
}
