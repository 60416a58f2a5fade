import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flotaEstadoSchema, flotaSaludSchema, saludVistaSchema } from '@/lib/fleet/flota-api';
import { PAST_DAY } from './every-route';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { freshSessionCookie, testSessionCookie } from '@/lib/testing/session-cookie';
import { SseReader } from '@/lib/testing/sse-reader';

/**
 * The gateway's health reaches every signed-in user (the live map's poll interval, the feed's
 * freshness), but another user's failed call must not: its path names that user's vehicle.
 */
let h: Harness;
let ajeno: string;
beforeAll(async () => {
  // A key that may not read routes: the admin's replay of a vehicle fails upstream, on a path that names it.
  h = await startHarness({ key: { permissions: ['posiciones', 'eventos'] } });
  ajeno = (await h.gateway.directory.index('interactive')).value.byClient.get('cli_2002')?.[0] ?? '';
  const respuesta = await callApi(`/api/vehiculos/${ajeno}/recorrido?${PAST_DAY}`);
  expect(respuesta.status).toBe(403);
});
afterAll(() => h.close());

describe('the health every user sees', () => {
  it('the admin’s key status still shows the last error and where it happened', async () => {
    expect(ajeno).toMatch(/^veh_/);
    const cuerpo = flotaEstadoSchema.parse(await (await callApi('/api/estado')).json());
    expect(cuerpo.gateway.ultimo_error?.ruta).toContain(ajeno);
  });

  it('/api/salud gives a dispatcher the poll interval and freshness, with no vehicle id nor budget figures', async () => {
    const despacho = { cookie: await testSessionCookie('despacho') };
    expect((await callApi('/api/estado', { headers: despacho })).status).toBe(403);
    const respuesta = await callApi('/api/salud', { headers: despacho });
    expect(respuesta.status).toBe(200);
    const texto = await respuesta.text();
    const vista = flotaSaludSchema.strict().parse(JSON.parse(texto));
    expect(vista.posiciones.intervalo_s).toBe(h.gateway.env.FLOTA_POSITIONS_POLL_S);
    // This gateway has no store.
    expect(vista.almacenamiento).toBeNull();
    expect(texto).not.toContain(ajeno);
    expect(texto).not.toMatch(/por_minuto|limite|restantes/);
  });

  it('the live feed’s estado message carries no other call’s error', async () => {
    const cookie = await freshSessionCookie('despacho');
    const controller = new AbortController();
    const reader = new SseReader((await callApi('/api/eventos/stream', { headers: { cookie }, signal: controller.signal })).body);
    await reader.until((r) => r.messages.some((m) => m.event === 'estado'));
    const mensaje = reader.messages.find((m) => m.event === 'estado');
    saludVistaSchema.parse(JSON.parse(mensaje?.data ?? 'null'));
    expect(mensaje?.data).not.toContain(ajeno);
    controller.abort();
    await reader.cancel();
  });

  it('a signed-out session’s open feed ends, and the session is refused at once', async () => {
    const cookie = await freshSessionCookie('gerente');
    const reader = new SseReader((await callApi('/api/eventos/stream', { headers: { cookie } })).body);
    await reader.until((r) => r.messages.length > 0);
    const { revokeSession, sessionCookieOf } = await import('@/lib/auth/session');
    await revokeSession(sessionCookieOf(new Headers({ cookie }))!);
    await reader.until((r) => r.closed, 5_000);
    expect((await callApi('/api/salud', { headers: { cookie } })).status).toBe(401);
  });
});
