/**
 * What Flota reads from a request's headers about where it came from. Next fills the
 * `x-forwarded-*` headers from the socket only when they are absent, and a reverse proxy in
 * front appends the caller to `x-forwarded-for`: the last entry is the one nobody upstream of
 * that proxy could choose. The request id is set by `proxy.ts` on every request.
 */
export const CABECERA_SOLICITUD = 'x-solicitud';

export function esHttps(headers: Headers): boolean {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

export function direccionCliente(headers: Headers): string {
  const cadena = headers.get('x-forwarded-for')?.split(',') ?? [];
  return cadena.at(-1)?.trim() || 'desconocida';
}

/** `flo_` and 20 hex digits: the id a person quotes, in answers, headers and log lines. */
export function newRequestId(): string {
  return `flo_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
}

export function solicitudDe(headers: Headers): string {
  return headers.get(CABECERA_SOLICITUD) ?? newRequestId();
}
