import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as posiciones } from '@/app/api/posiciones/route';
import { revokeSession } from '@/lib/auth/session';
import { API_CSP, securityHeaders } from '@/lib/auth/security-headers';
import { flotaPosicionesSchema } from '@/lib/fleet/flota-api';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { DIRECT_ROUTES, installDirectRoutes } from '@/lib/gateway/direct-routes';
import { installEncodedResponses } from '@/lib/gateway/encoded-responses';
import { startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { freshSessionCookie, testSessionCookie } from '@/lib/testing/session-cookie';

/**
 * `/api/posiciones` answered in front of Next, as server.mjs does: a real HTTP server whose
 * requests go to the direct routes first and to a stand-in for Next (418) otherwise.
 */
let h: Harness;
let server: Server;
let base: string;
const NEXT = 418;

beforeAll(async () => {
  h = await startHarness();
  installEncodedResponses();
  installDirectRoutes({ '/api/posiciones': posiciones });
  const direct = (globalThis as { [DIRECT_ROUTES]?: (req: unknown, res: unknown) => boolean })[DIRECT_ROUTES];
  server = createServer((req, res) => {
    if (direct?.(req, res)) return;
    res.writeHead(NEXT).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${base}${path}`, { method, headers: { cookie: await testSessionCookie(), ...headers }, redirect: 'manual' });

function expectProxyHeaders(response: Response): void {
  for (const [name, value] of Object.entries(securityHeaders(false))) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('content-security-policy')).toBe(API_CSP);
  expect(response.headers.get('x-solicitud')).toMatch(/^flo_[0-9a-f]{20}$/);
}

describe('/api/posiciones in front of Next', () => {
  it('answers the route’s own snapshot, compressed once, with the proxy’s headers, then 304 while unchanged', async () => {
    const plain = await get('/api/posiciones', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expectProxyHeaders(plain);
    const datos = flotaPosicionesSchema.parse(await plain.json());
    // fetch decodes the body itself and keeps the Content-Encoding it decoded.
    const raw = await get('/api/posiciones', { 'accept-encoding': 'br' });
    expect(raw.headers.get('content-encoding')).toBe('br');
    expect([...raw.headers.keys()].filter((name) => name.startsWith('x-flota-'))).toEqual([]);
    expect(flotaPosicionesSchema.parse(await raw.json()).cantidad).toBe(datos.cantidad);
    const etag = raw.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get('/api/posiciones', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expectProxyHeaders(again);
  });

  it('gives each request its own id, whatever the caller sent', async () => {
    const answers = await Promise.all([get('/api/posiciones', { 'x-solicitud': 'flo_00000000000000000000' }), get('/api/posiciones')]);
    const ids = answers.map((r) => r.headers.get('x-solicitud'));
    expect(ids).not.toContain('flo_00000000000000000000');
    expect(new Set(ids).size).toBe(2);
  });

  it('makes the route’s session, revocation and input checks, in the error shape', async () => {
    const sin = await get('/api/posiciones', { cookie: '' });
    expect([sin.status, errorBodySchema.parse(await sin.json()).error.codigo]).toEqual([401, 'sesion_requerida']);
    expectProxyHeaders(sin);
    const cookie = await freshSessionCookie('admin');
    expect((await get('/api/posiciones', { cookie })).status).toBe(200);
    await revokeSession(cookie.slice(cookie.indexOf('=') + 1));
    expect((await get('/api/posiciones', { cookie })).status).toBe(401);
    const bad = await get('/api/posiciones?cliente=nadie');
    expect(bad.status).toBe(400);
    errorBodySchema.parse(await bad.json());
  });

  it('leaves every other request to Next', async () => {
    for (const [path, method] of [
      ['/api/posiciones', 'HEAD'],
      ['/api/posiciones', 'POST'],
      ['/api/posiciones/', 'GET'],
      ['/api/vehiculos', 'GET'],
      ['/', 'GET'],
    ] as const) {
      expect((await get(path, {}, method)).status, `${method} ${path}`).toBe(NEXT);
    }
  });
});
