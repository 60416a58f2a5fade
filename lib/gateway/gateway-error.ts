import 'server-only';
import { ERROR_CODES, flotaError, isErrorCode, isFlotaErrorCode } from '@/lib/fleet/errors';

export type ErrorOrigin = 'upstream' | 'gateway';

/**
 * What marks a GatewayError, in the process-wide symbol registry: an error is recognised by what
 * it is, whichever copy of this module made it, never by `instanceof` (which a second copy in
 * another bundle once defeated, turning every 404 into a 500).
 */
const BRAND = Symbol.for('flota.GatewayError');

interface GatewayErrorInit {
  codigo: string;
  status: number;
  mensaje?: string;
  /** The Fleet API's request id when the error came from it, to quote to the operator. */
  solicitud?: string | null;
  /** Seconds the upstream asked us to wait (`Retry-After`), when it did. */
  retryAfterS?: number | null;
  /** The permission the failed upstream call needed, to name it on `sin_permiso`. */
  permiso?: string | null;
  /** Whether the key's budget may have been charged for the failed call (default: unless 429). */
  charged?: boolean;
  origen: ErrorOrigin;
}

/**
 * The one error type of the gateway: an upstream answer that was not a success (with its
 * `codigo`, status, `solicitud` and `Retry-After`), an upstream that could not be reached, or
 * bad input to one of our routes. `lib/gateway/error-response.ts` turns it into an answer.
 */
export class GatewayError extends Error {
  readonly [BRAND] = true;
  readonly codigo: string;
  readonly status: number;
  readonly mensaje: string;
  readonly solicitud: string | null;
  readonly retryAfterS: number | null;
  readonly permiso: string | null;
  readonly charged: boolean;
  readonly origen: ErrorOrigin;

  constructor(init: GatewayErrorInit) {
    const mensaje = init.mensaje ?? defaultMessage(init.codigo, init.origen);
    super(mensaje);
    this.name = 'GatewayError';
    this.codigo = init.codigo;
    this.status = init.status;
    this.mensaje = mensaje;
    this.solicitud = init.solicitud ?? null;
    this.retryAfterS = init.retryAfterS ?? null;
    this.permiso = init.permiso ?? null;
    // A 429 costs nothing (docs/embedded-api.md#costs); any other answer may have been charged.
    this.charged = init.charged ?? init.status !== 429;
    this.origen = init.origen;
  }

  /** Upstream trouble worth another try later (docs/fleet-api.md#errors: 503 and 429; also a network failure). */
  get retryable(): boolean {
    return this.origen === 'upstream' && (this.status === 503 || this.status === 429);
  }

  static badInput(codigo: 'parametro_invalido' | 'rango_invalido', mensaje: string): GatewayError {
    return new GatewayError({ codigo, status: 400, mensaje, origen: 'gateway' });
  }

  /** No answer: `charged` when the request may have reached the service (a timeout). */
  static unreachable(mensaje: string, charged: boolean): GatewayError {
    return new GatewayError({ codigo: 'servicio_no_disponible', status: 503, mensaje, charged, origen: 'upstream' });
  }
}

/** The catalogue's words: the API's for what the upstream said, Flota's for what the gateway decided. */
function defaultMessage(codigo: string, origen: ErrorOrigin): string {
  if (origen === 'upstream') return isErrorCode(codigo) ? ERROR_CODES[codigo].mensaje : ERROR_CODES.error_interno.mensaje;
  return isFlotaErrorCode(codigo) ? flotaError(codigo).mensaje : ERROR_CODES.error_interno.mensaje;
}

export function isGatewayError(error: unknown): error is GatewayError {
  return typeof error === 'object' && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true;
}
