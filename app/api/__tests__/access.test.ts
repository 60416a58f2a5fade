import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { testSessionCookie } from '@/lib/testing/session-cookie';

/** The route wrapper's own checks, before any upstream call (Vitest runs in demo mode). */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function codigo(respuesta: Response): Promise<string> {
  return errorBodySchema.parse(await respuesta.json()).error.codigo;
}

describe('every route checks the session and the role itself', () => {
  it('answers 401 without a session, 401 with a forged one, and asks nothing upstream', async () => {
    const sin = await callApi('/api/posiciones', { headers: { cookie: '' } });
    expect([sin.status, await codigo(sin)]).toEqual([401, 'sesion_requerida']);
    const falsa = await callApi('/api/posiciones', { headers: { cookie: 'flota_sesion=Fe26.2*1*x*y*z*0*a*b~2' } });
    expect(falsa.status).toBe(401);
    expect(await h.requests('/v1/posiciones')).toBe(0);
  });

  it('answers 403 for a route the role may not call, 200 for the ones it may', async () => {
    const despacho = { cookie: await testSessionCookie('despacho') };
    const clave = await callApi('/api/estado', { headers: despacho });
    expect([clave.status, await codigo(clave)]).toEqual([403, 'acceso_denegado']);
    const ruta = await callApi('/api/vehiculos/veh_100004/recorrido', { headers: despacho });
    expect(ruta.status).toBe(403);
    expect((await callApi('/api/posiciones', { headers: despacho })).status).toBe(200);
    expect((await callApi('/api/estado')).status).toBe(200);
  });
});
