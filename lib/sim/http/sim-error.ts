import { ERROR_CODES, type ErrorCode } from '@/lib/fleet/errors';

/** An answer in the API's error shape; thrown by any step of a request, answered by the pipeline. */
export class SimError extends Error {
  readonly status: number;

  constructor(
    readonly codigo: ErrorCode,
    mensaje: string = ERROR_CODES[codigo].mensaje,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(mensaje);
    this.name = 'SimError';
    this.status = ERROR_CODES[codigo].status;
  }
}
