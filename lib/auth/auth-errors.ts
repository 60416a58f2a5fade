import { errorBody, flotaError, type FlotaErrorCode } from '@/lib/fleet/errors';

/**
 * One of Flota's own refusals (sign-in, access) as an answer in the error shape, with the
 * catalogue's status and message (lib/fleet/errors.ts) unless told another message.
 */
export function accessError(
  codigo: FlotaErrorCode,
  solicitud: string,
  { mensaje, headers }: { mensaje?: string; headers?: HeadersInit } = {},
): Response {
  return Response.json(errorBody(codigo, solicitud, mensaje), {
    status: flotaError(codigo).status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}
