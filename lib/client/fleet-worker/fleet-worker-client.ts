import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { FlotaApiError } from '../api-error';
import { unpackPosition } from './position-reuse';
import type {
  DocumentKind,
  DocumentOf,
  ListKind,
  PositionsMeta,
  PositionsSlice,
  ReceivedAnswer,
  VehiclesMeta,
  VehiclesSlice,
  WorkerReply,
  WorkerRequest,
} from './fleet-worker-protocol';

type Answer<M, S extends { items: unknown[]; extras: unknown[] }> = { meta: M; items: S['items']; extras: S['extras']; etag: string | null };
export type PositionsAnswer = Answer<PositionsMeta, PositionsSlice>;
export type VehiclesAnswer = Answer<VehiclesMeta, VehiclesSlice>;
type AnswerOf<K extends ListKind> = K extends 'posiciones' ? PositionsAnswer : VehiclesAnswer;

type Pending = {
  items: unknown[];
  extras: unknown[];
  /** The positions the page holds, which a packed positions slice refers to. */
  held: readonly Posicion[];
  resolve: (answer: Answer<unknown, { items: unknown[]; extras: unknown[] }> | DocumentOf[DocumentKind] | 'unchanged') => void;
  reject: (error: Error) => void;
};

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function settle(reply: WorkerReply): void {
  const entry = pending.get(reply.id);
  if (!entry) return;
  if (reply.type === 'slice') {
    if (reply.kind === 'posiciones') {
      for (const item of reply.items) entry.items.push(unpackPosition(item, entry.items.length, reply.stamps, entry.held));
    } else {
      for (const item of reply.items) entry.items.push(item);
    }
    for (const extra of reply.extras) entry.extras.push(extra);
    return;
  }
  pending.delete(reply.id);
  if (reply.type === 'done') entry.resolve({ meta: reply.meta, items: entry.items, extras: entry.extras, etag: reply.etag });
  else if (reply.type === 'unchanged') entry.resolve('unchanged');
  else if (reply.type === 'document') entry.resolve(reply.body);
  else entry.reject(new FlotaApiError(reply.status, reply.codigo, reply.mensaje, reply.solicitud));
}

/** Starts the fleet worker (if not yet running): loading its code takes a while, better spent waiting for an answer. */
export function fleetWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./fleet.worker.ts', import.meta.url), { type: 'module', name: 'flota-datos' });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => settle(event.data);
  }
  return worker;
}

function ask<T>(request: Extract<WorkerRequest, { type: 'fetch' | 'document' }>, signal?: AbortSignal, held: readonly Posicion[] = []): Promise<T> {
  const target = fleetWorker();
  return new Promise((resolve, reject) => {
    pending.set(request.id, { items: [], extras: [], held, resolve: resolve as Pending['resolve'], reject });
    signal?.addEventListener('abort', () => {
      pending.delete(request.id);
      target.postMessage({ type: 'abort', id: request.id } satisfies WorkerRequest);
      reject(signal.reason);
    });
    target.postMessage(request, request.type === 'fetch' && request.received ? [request.received.body] : []);
  });
}

/**
 * Reads one of our list routes through the fleet worker; resolves 'unchanged' when the server
 * answered 304 to `etag`. Errors are `FlotaApiError`s, as with `fetchJson`. With `received`, an
 * answer the page already holds, the worker parses that instead of fetching. `held`: the
 * positions of the answer whose `etag` is given, which the worker's answer may refer to.
 */
export function fetchList<K extends ListKind>(
  kind: K,
  url: string,
  etag: string | null,
  signal?: AbortSignal,
  received?: ReceivedAnswer,
  held?: readonly Posicion[],
) {
  return ask<AnswerOf<K> | 'unchanged'>({ type: 'fetch', id: nextId++, kind, url, etag, ...(received ? { received } : {}) }, signal, held);
}

/** Reads a small route (clients, key status) through the fleet worker, validated there. */
export function fetchDocument<K extends DocumentKind>(kind: K, url: string, signal?: AbortSignal) {
  return ask<DocumentOf[K]>({ type: 'document', id: nextId++, kind, url }, signal);
}
