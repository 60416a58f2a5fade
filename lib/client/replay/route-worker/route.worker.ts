/// <reference lib="webworker" />
import { FlotaApiError } from '../../api-error';
import { serveRequests } from '../../worker-requests';
import { type RouteWorkerReply, type RouteWorkerRequest, trackBuffers } from './route-worker-protocol';
import { buildPathOverview } from '../path-features';
import { readRoute } from './read-route';

declare const self: DedicatedWorkerGlobalScope;

async function load({ id, url }: Extract<RouteWorkerRequest, { type: 'load' }>, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch {
    throw new FlotaApiError(0, 'sin_conexion', 'No se pudo conectar con el servidor de Flota.');
  }
  if (!response.ok) throw await FlotaApiError.fromResponse(response);
  const text = await response.text();
  const receivedAt = performance.timeOrigin + performance.now();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // An unparsable body is reported below as an unexpected format, like any other invalid answer.
  }
  const { track, partes } = readRoute(body, response.status);
  const reply: RouteWorkerReply = { type: 'route', id, track, partes, overview: buildPathOverview(track), receivedAt };
  self.postMessage(reply, trackBuffers(track));
}

serveRequests<RouteWorkerRequest>(self, load, 'No se pudo leer el recorrido.');
