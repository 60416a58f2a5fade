/// <reference lib="webworker" />
import { FlotaApiError } from './api-error';

type Request = { type: string; id: number };
type ErrorReply = { type: 'error'; id: number; status: number; codigo: string; mensaje: string; solicitud: string | null };

/**
 * The request loop of our data workers (fleet lists, routes): every request but `abort` runs
 * `load` with its own AbortSignal; `abort` cancels it; a failure that was not an abort is posted
 * back as an error reply the page turns into a `FlotaApiError`.
 */
export function serveRequests<R extends Request>(
  scope: DedicatedWorkerGlobalScope,
  load: (request: Exclude<R, { type: 'abort' }>, signal: AbortSignal) => Promise<void>,
  unexpected: string,
): void {
  const controllers = new Map<number, AbortController>();
  scope.onmessage = (event: MessageEvent<R>) => {
    const request = event.data;
    if (request.type === 'abort') {
      controllers.get(request.id)?.abort();
      return;
    }
    const controller = new AbortController();
    controllers.set(request.id, controller);
    load(request as Exclude<R, { type: 'abort' }>, controller.signal)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const e = error instanceof FlotaApiError ? error : new FlotaApiError(0, 'error_interno', unexpected);
        scope.postMessage({ type: 'error', id: request.id, status: e.status, codigo: e.codigo, mensaje: e.message, solicitud: e.solicitud } satisfies ErrorReply);
      })
      .finally(() => controllers.delete(request.id));
  };
}
