/// <reference lib="webworker" />
import { flotaClientesSchema, flotaEstadoSchema, saludVistaSchema } from '@/lib/fleet/flota-api';
import { FlotaApiError } from '../api-error';
import { serveRequests } from '../worker-requests';
import { packPositions, type HeldPositions } from './position-reuse';
import { SLICE_SIZE, type PackedPositionsSlice, type ReceivedAnswer, type WorkerReply, type WorkerRequest } from './fleet-worker-protocol';
import { readPositions, readVehicles, type ReadResult } from './read-list';
import { learnFromResponse } from '../fleet-clock';

/**
 * The fleet worker: fetches `/api/posiciones` and `/api/vehiculos`, parses and validates them with
 * the same zod schemas as everywhere else, and posts them back in slices. A 20,000-vehicle snapshot
 * is ~7 MB of JSON: parsing and validating it on the main thread would freeze the map for a second.
 */
declare const self: DedicatedWorkerGlobalScope;

const post = (reply: WorkerReply) => self.postMessage(reply);

const DOCUMENT_SCHEMAS = { clientes: flotaClientesSchema, estado: flotaEstadoSchema, salud: saludVistaSchema };

/** The answer the page passed on, as the response a fetch would have given. */
const responseOf = (received: ReceivedAnswer) =>
  new Response(received.body, { status: received.status, headers: received.etag ? { etag: received.etag } : {} });

async function fetchFrom(url: string, signal: AbortSignal, etag: string | null): Promise<Response> {
  const sentAt = Date.now();
  try {
    const response = await fetch(url, {
      signal,
      cache: 'no-store',
      headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
    });
    // The worker keeps its own reading of the fleet's time: it is another realm than the page.
    learnFromResponse(response, sentAt);
    return response;
  } catch {
    throw new FlotaApiError(0, 'sin_conexion', 'No se pudo conectar con el servidor de Flota.');
  }
}

async function get(url: string, signal: AbortSignal, etag: string | null = null, received?: ReceivedAnswer): Promise<Response> {
  const response = received ? responseOf(received) : await fetchFrom(url, signal, etag);
  if (!response.ok && response.status !== 304) throw await FlotaApiError.fromResponse(response);
  return response;
}

async function loadDocument(request: Extract<WorkerRequest, { type: 'document' }>, signal: AbortSignal): Promise<void> {
  const response = await get(request.url, signal);
  const parsed = DOCUMENT_SCHEMAS[request.kind].safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new FlotaApiError(response.status, 'respuesta_invalida', 'El servidor respondió datos con un formato inesperado.');
  post({ type: 'document', id: request.id, body: parsed.data });
}

/** The positions last sent to the page, by their answer's etag: the page asks with that etag while it holds them. */
let heldPositions: HeldPositions | null = null;

/** The slice's items as they cross to the page: positions packed against what the page holds. */
function crossing(slice: ReadResult['slice'], requestEtag: string | null): ReadResult['slice'] | PackedPositionsSlice {
  if (slice.kind !== 'posiciones') return slice;
  const held = requestEtag !== null && heldPositions?.etag === requestEtag ? heldPositions.items : null;
  const { packed, stamps } = packPositions(slice.items, held);
  return { ...slice, items: packed, stamps };
}

async function loadList(request: Extract<WorkerRequest, { type: 'fetch' }>, signal: AbortSignal): Promise<void> {
  const { id, kind, url, etag, received } = request;
  const response = await get(url, signal, etag, received);
  if (response.status === 304) return post({ type: 'unchanged', id });
  const body: unknown = await response.json().catch(() => null);
  const { meta, slice } = kind === 'posiciones' ? readPositions(body, response.status) : readVehicles(body, response.status);
  const sent = crossing(slice, etag);
  for (let start = 0; start < sent.items.length; start += SLICE_SIZE) {
    const end = start + SLICE_SIZE;
    post({ type: 'slice', id, ...sent, items: sent.items.slice(start, end), extras: sent.extras.slice(start, end) } as WorkerReply);
  }
  const answerEtag = response.headers.get('etag');
  if (slice.kind === 'posiciones') heldPositions = answerEtag ? { etag: answerEtag, items: slice.items } : null;
  post({ type: 'done', id, meta, etag: answerEtag });
}

serveRequests<WorkerRequest>(
  self,
  (request, signal) => (request.type === 'fetch' ? loadList(request, signal) : loadDocument(request, signal)),
  'Error inesperado al leer los datos.',
);
