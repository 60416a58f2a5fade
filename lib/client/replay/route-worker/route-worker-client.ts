import { FlotaApiError } from '../../api-error';
import { ROUTE_RECEIVED_MARK } from '../route-marks';
import type { Track } from '../track';
import type { PathOverview, RouteWorkerReply, RouteWorkerRequest } from './route-worker-protocol';

export type LoadedRoute = { track: Track; partes: number; overview: PathOverview };

type Pending = { resolve: (route: LoadedRoute) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function settle(reply: RouteWorkerReply): void {
  const entry = pending.get(reply.id);
  if (!entry) return;
  pending.delete(reply.id);
  if (reply.type === 'error') {
    entry.reject(new FlotaApiError(reply.status, reply.codigo, reply.mensaje, reply.solicitud));
    return;
  }
  performance.mark(ROUTE_RECEIVED_MARK, { startTime: reply.receivedAt - performance.timeOrigin });
  entry.resolve({ track: reply.track, partes: reply.partes, overview: reply.overview });
}

function routeWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./route.worker.ts', import.meta.url), { type: 'module', name: 'flota-recorridos' });
    worker.onmessage = (event: MessageEvent<RouteWorkerReply>) => settle(event.data);
  }
  return worker;
}

/** Loads a route through the route worker; errors are `FlotaApiError`s, as with `fetchJson`. */
export function loadRoute(url: string, signal?: AbortSignal): Promise<LoadedRoute> {
  const id = nextId++;
  const target = routeWorker();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    signal?.addEventListener('abort', () => {
      pending.delete(id);
      target.postMessage({ type: 'abort', id } satisfies RouteWorkerRequest);
      reject(signal.reason);
    });
    target.postMessage({ type: 'load', id, url } satisfies RouteWorkerRequest);
  });
}
