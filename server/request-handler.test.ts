import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerApi } from '@/app/api/router';
import { revokeSession } from '@/lib/auth/session';
import { API_CSP, securityHeaders } from '@/lib/auth/security-headers';
import { flotaPosicionesSchema } from '@/lib/fleet/flota-api';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { freshSessionCookie, testSessionCookie } from '@/lib/testing/session-cookie';
import { SseReader } from '@/lib/testing/sse-reader';
import { answerClientError } from './client-errors';
import { createRequestHandler } from './request-handler';

/**
 * The server's own request path over real HTTP, as `npm start` runs it: `/api` through the
 * router, everything else to a stand-in for Next that answers 418 and tells what it received.
 */
let h: Harness;
let server: Server;
let base: string;
const NEXT = 418;

beforeAll(async () => {
  h = await startHarness();
  const next = async (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    res.writeHead(NEXT, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url, solicitud: req.headers['x-solicitud'] }));
  };
  server = createServer(createRequestHandler({ next, api: answerApi }));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

const send = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${base}${path}`, { ...init, headers: { cookie: await testSessionCookie(), ...init.headers }, redirect: 'manual' });

/** A request sent exactly as written (fetch would resolve `..` and refuse odd methods' bodies). */
function raw(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function expectApiHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(securityHeaders(false))) expect(headers.get(name), name).toBe(value);
  expect(headers.get('content-security-policy')).toBe(API_CSP);
  expect(headers.get('x-solicitud')).toMatch(/^flo_[0-9a-f]{20}$/);
}

async function expectError(response: Response, status: number, codigo: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body.error.codigo).toBe(codigo);
  // Ours, or the Fleet API's when the error is its own (to quote to its operator).
  expect(body.error.solicitud).toMatch(/^\w+$/);
  expectApiHeaders(response.headers);
  return body;
}

describe('/api/posiciones through the server', () => {
  it('answers the snapshot compressed once, with the API’s headers, then 304 while unchanged', async () => {
    const plain = await send('/api/posiciones', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expectApiHeaders(plain.headers);
    // Whole in one write: a length, not chunks.
    expect(plain.headers.get('content-length')).toMatch(/^\d+$/);
    const datos = flotaPosicionesSchema.parse(await plain.json());
    // fetch decodes the body itself and keeps the Content-Encoding it decoded.
    const encoded = await send('/api/posiciones', { headers: { 'accept-encoding': 'br' } });
    expect(encoded.headers.get('content-encoding')).toBe('br');
    expect([...encoded.headers.keys()].filter((name) => name.startsWith('x-flota-'))).toEqual([]);
    expect(flotaPosicionesSchema.parse(await encoded.json()).cantidad).toBe(datos.cantidad);
    const etag = encoded.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await send('/api/posiciones', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expectApiHeaders(again.headers);
  });

  it('gives each request its own id, whatever the caller sent', async () => {
    const answers = await Promise.all([send('/api/posiciones', { headers: { 'x-solicitud': 'flo_00000000000000000000' } }), send('/api/posiciones')]);
    const ids = answers.map((r) => r.headers.get('x-solicitud'));
    expect(ids).not.toContain('flo_00000000000000000000');
    expect(new Set(ids).size).toBe(2);
  });

  it('makes the session, revocation and input checks, in the error shape', async () => {
    await expectError(await send('/api/posiciones', { headers: { cookie: '' } }), 401, 'sesion_requerida');
    const cookie = await freshSessionCookie('admin');
    expect((await send('/api/posiciones', { headers: { cookie } })).status).toBe(200);
    await revokeSession(cookie.slice(cookie.indexOf('=') + 1));
    await expectError(await send('/api/posiciones', { headers: { cookie } }), 401, 'sesion_requerida');
    await expectError(await send('/api/posiciones?cliente=nadie'), 400, 'parametro_invalido');
  });
});

describe('the route table', () => {
  it('answers a path no route has with 404 ruta_inexistente, and another method with 405 and Allow', async () => {
    for (const path of ['/api', '/api/', '/api/nada', '/api//posiciones', '/api/posiciones/', '/api/vehiculos/veh_1/otra']) {
      await expectError(await send(path), 404, 'ruta_inexistente');
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const answer = await send('/api/posiciones', { method });
      const body = await expectError(answer, 405, 'metodo_no_permitido');
      expect(answer.headers.get('allow')).toBe('GET');
      expect(body.error.mensaje).toContain('GET');
    }
    const head = await send('/api/vehiculos', { method: 'HEAD' });
    expect([head.status, head.headers.get('allow'), head.headers.get('content-type')]).toEqual([405, 'GET', 'application/json']);
    expect((await send('/api/sesion', { method: 'PUT' })).headers.get('allow')).toBe('GET, POST, DELETE');
  });

  it('answers an unknown vehicle with its 404 code and a malformed id with 400, on every route with an id', async () => {
    for (const path of ['/api/vehiculos/veh_1', '/api/vehiculos/veh_1/posicion', '/api/vehiculos/veh_1/recorrido']) {
      await expectError(await send(path), 404, 'vehiculo_inexistente');
      await expectError(await send(path.replace('veh_1', '%E0%A4%A')), 400, 'parametro_invalido');
      await expectError(await send(path.replace('veh_1', 'veh_a%2Fb')), 400, 'parametro_invalido');
    }
  });

  it('resolves `..` before choosing between the API and Next', async () => {
    const viaDots = await raw('/x/../api/posiciones', 'GET', { cookie: await testSessionCookie() });
    expect(viaDots.status).toBe(200);
    const outOfApi = await raw('/api/../ingresar');
    expect(outOfApi.status).toBe(NEXT);
  });
});

describe('everything else goes to Next', () => {
  it('with the security headers and the request id, which Next receives too', async () => {
    for (const path of ['/', '/recorrido?x=1', '//api/posiciones', '/_next/static/x.js', '/apis']) {
      const answer = await send(path);
      expect(answer.status, path).toBe(NEXT);
      for (const [name, value] of Object.entries(securityHeaders(false))) expect(answer.headers.get(name), name).toBe(value);
      const seen = (await answer.json()) as { url: string; solicitud: string };
      expect(seen.url).toBe(path);
      expect(seen.solicitud).toBe(answer.headers.get('x-solicitud'));
    }
    const spoofed = (await (await send('/', { headers: { 'x-solicitud': 'flo_00000000000000000000' } })).json()) as { solicitud: string };
    expect(spoofed.solicitud).not.toBe('flo_00000000000000000000');
  });
});

describe('requests Node refuses before any handler', () => {
  it('answers headers over the limit with 431 in the error shape and the security headers', async () => {
    const answer = await raw(`/api/posiciones?x=${'y'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(errorBodySchema.parse(JSON.parse(answer.body)).error.codigo).toBe('cabeceras_demasiado_grandes');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers bytes no URL may hold with 400 in the error shape, and without a body to HEAD', async () => {
    const get = await raw('/api/posiciones?x=mañana');
    expect(get.status).toBe(400);
    expect(errorBodySchema.parse(JSON.parse(get.body)).error.codigo).toBe('solicitud_invalida');
    const head = await raw('/api/posiciones?x=mañana', 'HEAD');
    expect([head.status, head.body, head.headers['x-content-type-options']]).toEqual([400, '', 'nosniff']);
  });
});

describe('sign-in and sign-out', () => {
  it('reads a POSTed body, sets the session cookie on the answer, and clears it on sign-out', async () => {
    const signIn = await fetch(`${base}/api/sesion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'despacho', contrasena: 'flota-demo' }),
    });
    expect(signIn.status).toBe(200);
    expectApiHeaders(signIn.headers);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
    expect(cookie).toMatch(/^flota_sesion=Fe26\.2\*/);
    expect(((await (await send('/api/sesion', { headers: { cookie } })).json()) as { usuario: string }).usuario).toBe('despacho');
    const signOut = await send('/api/sesion', { method: 'DELETE', headers: { cookie } });
    expect(signOut.status).toBe(204);
    expect(signOut.headers.get('set-cookie')).toMatch(/^flota_sesion=;.*Max-Age=0/i);
    await expectError(await send('/api/sesion', { headers: { cookie } }), 401, 'sesion_requerida');
  });

  it('refuses a form left empty, a sign-in from another site, and a body too large to be one', async () => {
    await expectError(await send('/api/sesion', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 400, 'credenciales_incompletas');
    const foreign = { 'content-type': 'application/json', origin: 'https://otro-sitio.invalid' };
    await expectError(await send('/api/sesion', { method: 'POST', headers: foreign, body: '{}' }), 403, 'origen_no_permitido');
    const huge = JSON.stringify({ usuario: 'x', contrasena: 'y'.repeat(100_000) });
    await expectError(await send('/api/sesion', { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge }), 413, 'solicitud_demasiado_grande');
  });
});

describe('the live event stream', () => {
  it('sends its first messages at once, and lets go of the feed when the browser hangs up', async () => {
    const leave = new AbortController();
    const answer = await send('/api/eventos/stream', { signal: leave.signal });
    expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(answer.headers.get('content-encoding')).toBeNull();
    const reader = new SseReader(answer.body);
    // `al_dia` comes right after the backlog: nothing held it back waiting for more.
    await reader.until((r) => r.messages.some((m) => m.event === 'al_dia'), 5_000);
    expect(h.gateway.feed.subscribers()).toBe(1);
    leave.abort();
    const deadline = Date.now() + 5_000;
    while (h.gateway.feed.subscribers() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(h.gateway.feed.subscribers()).toBe(0);
  });
});
