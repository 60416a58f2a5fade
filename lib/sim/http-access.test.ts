import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS, SimFixture, errorCode, testConfig } from './test-support/sim-fixture';

let sim: SimFixture;
beforeAll(async () => {
  sim = await SimFixture.start();
});
afterAll(() => sim.close());

describe('authentication over HTTP (docs/fleet-api.md#authentication)', () => {
  it('accepts the key as Bearer or as X-Api-Key', async () => {
    expect((await sim.get('/v1/estado')).status).toBe(200);
    const viaHeader = await sim.get('/v1/estado', null, { headers: { 'x-api-key': KEYS.central } });
    expect(viaHeader.status).toBe(200);
  });

  it('never takes the key from the URL', async () => {
    for (const name of ['api_key', 'key', 'apikey', 'clave', 'access_token']) {
      const reply = await sim.get(`/v1/estado?${name}=${KEYS.central}`, null);
      expect([reply.status, errorCode(reply)]).toEqual([401, 'no_autenticado']);
    }
  });

  it.each([
    [null, 401, 'no_autenticado'],
    ['svc_live_inventada', 401, 'clave_invalida'],
    [KEYS.revoked, 401, 'clave_revocada'],
    [KEYS.expired, 401, 'clave_vencida'],
    [KEYS.paused, 403, 'clave_pausada'],
    [KEYS.foreignIp, 403, 'ip_no_autorizada'],
  ])('key %s → %i %s, on every route', async (key, status, codigo) => {
    for (const path of ['/v1/estado', '/v1/catalogo/eventos', '/v1/vehiculos', '/v1/eventos']) {
      const reply = await sim.get(path, key);
      expect([reply.status, errorCode(reply)]).toEqual([status, codigo]);
      expect(reply.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });

  it('lets an allowed IP in and shows the expiry of a key that has one', async () => {
    expect((await sim.get('/v1/estado', KEYS.localIp)).status).toBe(200);
    const estado = await sim.datos<{ acceso: { vence: string | null } }>('/v1/estado', KEYS.expiring);
    expect(estado.acceso.vence).toBe('2099-12-31T00:00:00-03:00');
  });

  it('gives a fresh request id with every error', async () => {
    const a = await sim.get('/v1/estado', null);
    const b = await sim.get('/v1/estado', null);
    const id = (reply: typeof a) => (reply.body as { error: { solicitud: string } }).error.solicitud;
    expect(id(a)).toMatch(/^sol_[0-9a-f]{32}$/);
    expect(id(a)).not.toBe(id(b));
  });
});

describe('permissions and scope', () => {
  it('answers 403 sin_permiso for a route whose permission the key lacks', async () => {
    for (const path of ['/v1/posiciones', '/v1/vehiculos/veh_100001/recorrido', '/v1/eventos', '/v1/vehiculos/veh_100001/eventos']) {
      const reply = await sim.get(path, KEYS.noPermissions);
      expect([reply.status, errorCode(reply)]).toEqual([403, 'sin_permiso']);
      expect(reply.headers.get('x-ratelimit-remaining')).not.toBeNull();
    }
  });

  it('lets any valid key read status, catalog, clients and vehicles', async () => {
    for (const path of ['/v1/estado', '/v1/catalogo/eventos', '/v1/clientes', '/v1/vehiculos', '/v1/vehiculos/veh_100001']) {
      expect((await sim.get(path, KEYS.noPermissions)).status).toBe(200);
    }
  });

  it('treats other clients and their vehicles as non-existent', async () => {
    const clientes = await sim.datos<{ id: string }[]>('/v1/clientes', KEYS.onlyAndes);
    expect(clientes.map((c) => c.id)).toEqual(['cli_andes']);
    const vehiculos = await sim.datos<{ cliente: { id: string } }[]>('/v1/vehiculos', KEYS.onlyAndes);
    expect(vehiculos).toHaveLength(24);
    expect(vehiculos.every((v) => v.cliente.id === 'cli_andes')).toBe(true);
    const foreign = 'veh_200001';
    expect(errorCode(await sim.get(`/v1/vehiculos/${foreign}`, KEYS.onlyAndes))).toBe('vehiculo_inexistente');
    expect(errorCode(await sim.get(`/v1/vehiculos/${foreign}/posicion`, KEYS.onlyAndes))).toBe('vehiculo_inexistente');
    expect(errorCode(await sim.get(`/v1/posiciones?vehiculos=${foreign}`, KEYS.onlyAndes))).toBe('vehiculo_inexistente');
    expect(errorCode(await sim.get('/v1/vehiculos?cliente=cli_rapido', KEYS.onlyAndes))).toBe('cliente_inexistente');
    expect((await sim.get(`/v1/vehiculos/${foreign}`)).status).toBe(200);
  });
});

describe('methods and routes', () => {
  it('answers 405 metodo_no_permitido with Allow: GET to any other method', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const reply = await sim.get('/v1/vehiculos', KEYS.central, { method });
      expect([reply.status, errorCode(reply)]).toEqual([405, 'metodo_no_permitido']);
      expect(reply.headers.get('allow')).toBe('GET');
    }
    const head = await sim.get('/v1/estado', KEYS.central, { method: 'HEAD' });
    expect([head.status, head.headers.get('allow')]).toEqual([405, 'GET']);
  });

  it('carries the budget headers on 404 and 405 answers to a valid key, without spending', async () => {
    const before = Number((await sim.get('/v1/estado')).headers.get('x-ratelimit-remaining'));
    for (const reply of [await sim.get('/v1/nada'), await sim.get('/v1/estado', KEYS.central, { method: 'POST' })]) {
      expect(reply.headers.get('x-ratelimit-limit')).toBe('100000');
      expect(Number(reply.headers.get('x-ratelimit-remaining'))).toBe(before);
    }
    expect((await sim.get('/v1/nada', 'svc_live_inventada')).headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('answers 404 ruta_inexistente to unknown paths', async () => {
    for (const path of ['/v1/camiones', '/v2/estado', '/', '/v1/vehiculos/veh_100001/foto', '/v1/estado/']) {
      const reply = await sim.get(path);
      expect([reply.status, errorCode(reply)]).toEqual([404, 'ruta_inexistente']);
    }
  });
});

describe('invalid-key lock-out per IP', () => {
  it('locks the IP out after too many invalid keys, even for a valid key, then lets it back', async () => {
    const locked = await SimFixture.start(testConfig({ limits: { invalidKeyAttempts: 3, lockoutSeconds: 2 } }));
    try {
      for (let i = 0; i < 3; i++) expect(errorCode(await locked.get('/v1/estado', `svc_live_mal_${i}`))).toBe('clave_invalida');
      for (const [path, key, method] of [
        ['/v1/estado', 'svc_live_otra', 'GET'],
        ['/v1/estado', KEYS.central, 'GET'],
        ['/v1/nada', KEYS.central, 'GET'],
        ['/v1/estado', KEYS.central, 'POST'],
      ] as const) {
        const reply = await locked.get(path, key, { method });
        expect([reply.status, errorCode(reply)]).toEqual([429, 'demasiados_intentos']);
        expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      expect((await locked.get('/_sim/stats', null)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await locked.get('/v1/estado')).status).toBe(200);
    } finally {
      await locked.close();
    }
  });

  it('does not count missing, revoked or paused keys', async () => {
    const locked = await SimFixture.start(testConfig({ limits: { invalidKeyAttempts: 2, lockoutSeconds: 60 } }));
    try {
      for (const key of [null, KEYS.revoked, KEYS.paused, KEYS.expired, null]) await locked.get('/v1/estado', key);
      expect((await locked.get('/v1/estado')).status).toBe(200);
    } finally {
      await locked.close();
    }
  });
});
