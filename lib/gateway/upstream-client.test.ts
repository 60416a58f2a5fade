import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetCalls } from './fleet-calls';
import { GatewayError } from './gateway-error';
import { createUpstreamClient } from './upstream-client';

/**
 * A service that speaks the API's wire format in ways the embedded API does not (fields from a
 * later v1, HTTP-date Retry-After, silence), so the client's tolerance is checked on real HTTP.
 */
let server: Server;
let base = '';
const seen: IncomingMessage[] = [];
const answers: Record<string, (res: ServerResponse) => void> = {
  '/v1/clientes': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-ratelimit-limit': '120', 'x-ratelimit-remaining': '99' });
    res.end(JSON.stringify({ datos: [{ id: 'cli_1', nombre: null, vehiculos: 3, color: 'azul' }], cantidad: 1, pagina: 1 }));
  },
  '/v1/estado': (res) => {
    const retry = new Date(Date.now() + 30_000).toUTCString();
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': retry });
    res.end(JSON.stringify({ error: { codigo: 'demasiadas_solicitudes', mensaje: 'Esperá.', solicitud: 'sol_9' } }));
  },
  '/v1/catalogo/eventos': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"datos": [');
  },
  '/v1/vehiculos': () => undefined,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    answers[req.url?.split('?')[0] ?? '']?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the upstream client', () => {
  // Long enough for a first connection on a busy machine; the silent route waits it out.
  const client = () => createUpstreamClient({ baseUrl: base, key: 'svc_live_cliente_prueba' }, 1_500);

  it('sends the key as a Bearer header, drops fields it does not know, and reports the budget headers', async () => {
    const rates: unknown[] = [];
    const answer = await client().send(fleetCalls.clientes(), { onRate: (rate) => rates.push(rate) });
    expect(answer).toEqual({ datos: [{ id: 'cli_1', nombre: null, vehiculos: 3 }], cantidad: 1 });
    expect(rates).toEqual([{ limit: 120, remaining: 99 }]);
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer svc_live_cliente_prueba');
    expect(seen.at(-1)?.url).not.toContain('svc_live');
  });

  it('turns an error answer into one typed error with codigo, status, solicitud and Retry-After', async () => {
    const error = await client().send(fleetCalls.estado()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ codigo: 'demasiadas_solicitudes', status: 429, solicitud: 'sol_9', charged: false });
    expect((error as GatewayError).retryAfterS).toBeGreaterThanOrEqual(28);
  });

  it('calls an answer that is not the documented shape invalid, and silence a timeout', async () => {
    await expect(client().send(fleetCalls.catalogo())).rejects.toMatchObject({ codigo: 'respuesta_invalida', status: 502 });
    await expect(client().send(fleetCalls.vehiculos())).rejects.toMatchObject({ codigo: 'servicio_no_disponible', charged: true });
  });

  it('redacts the key from any text', () => {
    expect(client().redact('x svc_live_cliente_prueba y')).toBe('x [clave] y');
  });
});
