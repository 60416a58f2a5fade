import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openSseStream, type SseState } from './sse-client';

type Handler = (req: IncomingMessage, res: ServerResponse, connection: number) => void;

let server: Server | undefined;
let close: (() => void) | undefined;

afterEach(async () => {
  close?.();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(handler: Handler): Promise<{ url: string; lastEventIds: (string | undefined)[] }> {
  const lastEventIds: (string | undefined)[] = [];
  server = createServer((req, res) => {
    lastEventIds.push(req.headers['last-event-id'] as string | undefined);
    handler(req, res, lastEventIds.length);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server?.address() as AddressInfo).port}/stream`, lastEventIds };
}

function startStream(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write('retry: 20\n\n');
}

function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - start > timeoutMs) reject(new Error('timed out'));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

describe('openSseStream', () => {
  it('resumes after the server closes the stream, sending the last id it saw', async () => {
    const { url, lastEventIds } = await serve((_req, res, connection) => {
      startStream(res);
      if (connection === 1) {
        res.write('event: evento\nid: 1\ndata: {"n":1}\n\n: latido\n\nevent: evento\nid: 2\ndata: {"n":2}\n\n');
        res.end();
      } else {
        res.write('event: evento\nid: 3\ndata: {"n":3}\n\n');
      }
    });
    const received: string[] = [];
    close = openSseStream({ url, onMessage: (m) => received.push(`${m.event}:${m.id}:${m.data}`), onState: () => {} });
    await waitFor(() => received.length === 3);
    expect(received).toEqual(['evento:1:{"n":1}', 'evento:2:{"n":2}', 'evento:3:{"n":3}']);
    expect(lastEventIds).toEqual([undefined, '2']);
  });

  it('reports a refused key with its code instead of silently retrying', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { codigo: 'sin_permiso', mensaje: 'Sin permiso.', solicitud: 'req_1' } }));
    });
    const states: SseState[] = [];
    close = openSseStream({ url, onMessage: () => {}, onState: (s) => states.push(s) });
    await waitFor(() => states.some((s) => s.fase === 'esperando'));
    const waiting = states.find((s) => s.fase === 'esperando');
    expect(waiting?.fase === 'esperando' && waiting.error.codigo).toBe('sin_permiso');
    expect(waiting?.fase === 'esperando' && waiting.proximoIntento - Date.now()).toBeGreaterThan(50_000);
  });

  it('drops a connection that went silent and connects again', async () => {
    const { url, lastEventIds } = await serve((_req, res, connection) => {
      startStream(res);
      if (connection === 1) res.write('event: evento\nid: 9\ndata: {}\n\n');
    });
    const states: SseState['fase'][] = [];
    close = openSseStream({ url, idleTimeoutMs: 200, onMessage: () => {}, onState: (s) => states.push(s.fase) });
    await waitFor(() => lastEventIds.length === 2);
    expect(lastEventIds).toEqual([undefined, '9']);
    expect(states.slice(0, 4)).toEqual(['conectando', 'conectado', 'esperando', 'conectando']);
  });
});
