import 'server-only';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { newRequestId } from '@/lib/auth/request-info';
import { API_CSP, securityHeaders } from '@/lib/auth/security-headers';
import { errorBody, flotaError, type FlotaErrorCode } from '@/lib/fleet/errors';

/**
 * Requests Node's parser refuses before any handler runs (a URL or headers over the limit, bytes
 * that are not HTTP, one that never finishes arriving): Node's own answer would be a bare status
 * line; ours is the error shape with the security headers, like every other answer.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const codigo: FlotaErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 'cabeceras_demasiado_grandes' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'solicitud_vencida' : 'solicitud_invalida';
  const { status } = flotaError(codigo);
  const solicitud = newRequestId();
  const body = JSON.stringify(errorBody(codigo, solicitud));
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...securityHeaders(false),
    'X-Solicitud': solicitud,
    'Content-Security-Policy': API_CSP,
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  // An answer to HEAD has no body, even one refused this early (its client would read the body as garbage).
  const isHead = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${isHead ? '' : body}`);
}
