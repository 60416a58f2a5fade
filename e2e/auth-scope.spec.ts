import { expect, test, type APIRequestContext } from '@playwright/test';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { eventoSchema } from '@/lib/fleet/schemas/evento';
import { sessionCookie, storageStatePath } from './support/auth';
import { readSse } from './support/sse';
import { E2E_START } from './support/fleet-clock';

/**
 * `gerente-sur` may see only client cli_1001 (e2e/fixtures/users.json); the key sees three
 * clients (e2e/fixtures/sim-config.json). Everything of the other two must look non-existent.
 */
const PROPIO = 'cli_1001';
const AJENO = 'cli_2002';

test.use({ storageState: storageStatePath('gerente-sur') });

interface Flota {
  propios: Set<string>;
  ajeno: string;
}

async function flotaVistaPorAdmin(request: APIRequestContext, baseURL: string): Promise<Flota> {
  const todos = await request.get(`${baseURL}/api/vehiculos`, { headers: { cookie: sessionCookie('admin') } });
  const { datos } = (await todos.json()) as { datos: { id: string; cliente: { id: string } }[] };
  const propios = new Set(datos.filter((v) => v.cliente.id === PROPIO).map((v) => v.id));
  const ajeno = datos.find((v) => v.cliente.id === AJENO)?.id;
  expect(propios.size).toBe(120);
  expect(ajeno).toBeDefined();
  return { propios, ajeno: ajeno ?? '' };
}

async function expectNotFound(request: APIRequestContext, ruta: string, codigo: string) {
  const respuesta = await request.get(ruta, { headers: { accept: 'application/json' } });
  expect(respuesta.status(), ruta).toBe(404);
  expect(errorBodySchema.parse(await respuesta.json()).error.codigo, ruta).toBe(codigo);
}

test('lists and positions hold only the user’s client', async ({ request, baseURL }) => {
  const { propios } = await flotaVistaPorAdmin(request, baseURL ?? '');
  const clientes = (await (await request.get('/api/clientes')).json()) as { datos: { id: string }[] };
  expect(clientes.datos.map((c) => c.id)).toEqual([PROPIO]);
  const vehiculos = (await (await request.get('/api/vehiculos')).json()) as { datos: { id: string; cliente: { id: string } }[] };
  expect(vehiculos.datos).toHaveLength(120);
  expect(vehiculos.datos.every((v) => v.cliente.id === PROPIO)).toBe(true);
  const posiciones = (await (await request.get('/api/posiciones')).json()) as {
    datos: { vehiculo: string }[];
    cantidad: number;
    sin_posicion: number;
  };
  expect(posiciones.datos.length).toBeGreaterThan(100);
  expect(posiciones.datos.every((p) => propios.has(p.vehiculo))).toBe(true);
  expect(posiciones.cantidad + posiciones.sin_posicion).toBe(120);
});

test('another client’s vehicle is 404 everywhere, even by direct URL', async ({ request, baseURL }) => {
  const { ajeno } = await flotaVistaPorAdmin(request, baseURL ?? '');
  for (const ruta of [
    `/api/vehiculos/${ajeno}`,
    `/api/vehiculos/${ajeno}/posicion`,
    `/api/vehiculos/${ajeno}/recorrido`,
    `/api/vehiculos?vehiculos=${ajeno}`,
    `/api/posiciones?vehiculos=${ajeno}`,
    `/api/eventos?vehiculos=${ajeno}`,
    `/api/eventos/stream?vehiculos=${ajeno}`,
  ]) {
    await expectNotFound(request, ruta, 'vehiculo_inexistente');
  }
  for (const ruta of [`/api/vehiculos?cliente=${AJENO}`, `/api/posiciones?cliente=${AJENO}`, `/api/eventos?cliente=${AJENO}`]) {
    await expectNotFound(request, ruta, 'cliente_inexistente');
  }
});

test('event history holds only the user’s vehicles', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const { propios } = await flotaVistaPorAdmin(request, baseURL ?? '');
  // The two hours before the suite's fleet clock started, a weekday morning: its vans are out.
  const desde = new Date(E2E_START - 2 * 3_600_000).toISOString();
  const respuesta = await request.get(`/api/eventos?desde=${encodeURIComponent(desde)}`, {
    headers: { accept: 'application/json' },
    timeout: 110_000,
  });
  expect(respuesta.status()).toBe(200);
  const { datos } = (await respuesta.json()) as { datos: unknown[] };
  const eventos = datos.map((e) => eventoSchema.parse(e));
  expect(eventos.length).toBeGreaterThan(0);
  expect(eventos.filter((e) => !propios.has(e.vehiculo))).toEqual([]);
});

test('the live feed sends only the user’s vehicles’ events', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const { propios } = await flotaVistaPorAdmin(request, baseURL ?? '');
  const url = `${baseURL}/api/eventos/stream`;
  // From the start of the feed's buffer: every event the gateway has seen since it started.
  const desdeElPrincipio = { 'last-event-id': '0' };
  // News and recent ones alike (what the gateway's first poll caught up on comes as recent).
  const eventosDe = (mensajes: { event: string; data: string }[]) =>
    mensajes.filter((m) => m.event === 'evento' || m.event === 'reciente').map((m) => eventoSchema.parse(JSON.parse(m.data)));
  const ajenos = (mensajes: { event: string; data: string }[]) => eventosDe(mensajes).filter((e) => !propios.has(e.vehiculo));
  // The admin's stream shows that the feed does carry other clients' events meanwhile.
  const admin = await readSse(url, { cookie: sessionCookie('admin'), ...desdeElPrincipio }, {
    timeoutMs: 90_000,
    stopWhen: (m) => ajenos(m).length > 0 && eventosDe(m).length > ajenos(m).length,
  });
  expect(ajenos(admin.messages).length).toBeGreaterThan(0);
  const sur = await readSse(url, { cookie: sessionCookie('gerente-sur'), ...desdeElPrincipio }, {
    timeoutMs: 5_000,
  });
  expect(sur.status).toBe(200);
  expect(eventosDe(sur.messages).length).toBeGreaterThan(0);
  expect(ajenos(sur.messages)).toEqual([]);
});

test('the key status page is not for a manager', async ({ request }) => {
  expect((await request.get('/api/estado')).status()).toBe(403);
});
