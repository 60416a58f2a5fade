/// <reference lib="webworker" />
import { FlotaApiError } from '../api-error';
import { serveRequests } from '../worker-requests';
import { readPositions, readVehicles } from './read-list';
import { SLICE_SIZE, type WorkerReply, type WorkerRequest } from './protocol';

/**
 * The fleet worker: fetches `/api/posiciones` and `/api/vehiculos`, parses and validates them with
 * the same zod schemas as everywhere else, and posts them back in slices. A 20,000-vehicle snapshot
 * is ~7 MB of JSON: parsing and validating it on the main thread would freeze the map for a second.
 */
declare const self: DedicatedWorkerGlobalScope;

const post = (reply: WorkerReply) => self.postMessage(reply);

async function load(request: Extract<WorkerRequest, { type: 'fetch' }>, signal: AbortSignal): Promise<void> {
  const { id, kind, url, etag } = request;
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      cache: 'no-store',
      headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
    });
  } catch {
    throw new FlotaApiError(0, 'sin_conexion', 'No se pudo conectar con el servidor de Flota.');
  }
  if (response.status === 304 && etag) return post({ type: 'unchanged', id });
  if (!response.ok) throw await FlotaApiError.fromResponse(response);
  const body: unknown = await response.json().catch(() => null);
  const { meta, slice } = kind === 'posiciones' ? readPositions(body, response.status) : readVehicles(body, response.status);
  for (let start = 0; start < slice.items.length; start += SLICE_SIZE) {
    const end = start + SLICE_SIZE;
    post({ type: 'slice', id, ...slice, items: slice.items.slice(start, end), extras: slice.extras.slice(start, end) } as WorkerReply);
  }
  post({ type: 'done', id, meta, etag: response.headers.get('etag') });
}

serveRequests<WorkerRequest>(self, load, 'Error inesperado al leer los datos.');
