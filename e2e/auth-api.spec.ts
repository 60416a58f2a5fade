import { expect, test, type APIResponse } from '@playwright/test';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { apiRoutes } from './support/api-routes';
import { CONTRASENA_E2E, SIN_SESION, direccionPropia } from './support/auth';
import { readSse } from './support/sse';

test.use({ storageState: SIN_SESION });

async function expectError(respuesta: APIResponse, status: number, codigo: string) {
  expect(respuesta.status()).toBe(status);
  const cuerpo = errorBodySchema.parse(await respuesta.json());
  expect(cuerpo.error.codigo).toBe(codigo);
  expect(cuerpo.error.solicitud).toBe(respuesta.headers()['x-solicitud']);
  return cuerpo;
}

test('every /api route without a session answers 401 in the error shape', async ({ request }) => {
  const rutas = apiRoutes().filter((ruta) => ruta !== '/api/sesion');
  expect(rutas.length).toBeGreaterThan(0);
  for (const ruta of [...rutas, '/api/sesion']) {
    const respuesta = await request.get(ruta);
    const cuerpo = await expectError(respuesta, 401, 'sesion_requerida');
    expect(cuerpo.error.mensaje).toMatch(/sesión/);
    expect(respuesta.headers()['x-content-type-options']).toBe('nosniff');
    expect(respuesta.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
});

test('a forged or tampered session cookie is no session', async ({ request }) => {
  for (const valor of ['nada', 'Fe26.2*1*abc*def*ghi*0*jkl*mno~2']) {
    await expectError(await request.get('/api/sesion', { headers: { cookie: `flota_sesion=${valor}` } }), 401, 'sesion_requerida');
  }
});

test('sign-in from another site is refused', async ({ request }) => {
  const respuesta = await request.post('/api/sesion', {
    data: { usuario: 'admin', contrasena: 'flota-demo' },
    headers: { origin: 'https://otro-sitio.invalid' },
  });
  await expectError(respuesta, 403, 'origen_no_permitido');
});

test('a malformed sign-in is a 400 with a Spanish message', async ({ request }) => {
  const cuerpo = await expectError(await request.post('/api/sesion', { data: { usuario: '' } }), 400, 'credenciales_incompletas');
  expect(cuerpo.error.mensaje).toBe('Ingresá tu usuario y tu contraseña.');
});

test('many failures from one address lock that address out, even for a right password', async ({ request }) => {
  test.setTimeout(90_000);
  const desde = direccionPropia();
  const intentos = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      request.post('/api/sesion', { data: { usuario: `prueba-${i}`, contrasena: 'equivocada' }, headers: desde }),
    ),
  );
  expect(intentos.map((r) => r.status()).sort()).toContain(429);
  const bloqueado = await request.post('/api/sesion', { data: { usuario: 'admin', contrasena: 'flota-demo' }, headers: desde });
  const cuerpo = await expectError(bloqueado, 429, 'ingreso_bloqueado');
  expect(cuerpo.error.mensaje).toContain('Demasiados intentos fallidos');
  expect(Number(bloqueado.headers()['retry-after'])).toBeGreaterThan(800);
  // Another address is not affected.
  expect((await request.post('/api/sesion', { data: { usuario: 'admin', contrasena: 'flota-demo' } })).status()).toBe(200);
});

test('the session cookie is HttpOnly, SameSite and short-lived; Secure and HSTS behind HTTPS', async ({ request }) => {
  const porHttp = await request.post('/api/sesion', { data: { usuario: 'despacho', contrasena: 'flota-demo' } });
  const cookie = porHttp.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/^flota_sesion=Fe26\.2\*/);
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Lax/i);
  expect(cookie).not.toMatch(/; Secure/i);
  const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
  expect(maxAge).toBeGreaterThan(11 * 3600);
  expect(maxAge).toBeLessThanOrEqual(12 * 3600);
  // As a TLS-terminating reverse proxy would forward it.
  const porHttps = await request.post('/api/sesion', {
    data: { usuario: 'despacho', contrasena: 'flota-demo' },
    headers: { 'x-forwarded-proto': 'https' },
  });
  expect(porHttps.headers()['set-cookie']).toMatch(/; Secure/i);
  expect(porHttps.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  const pagina = await request.get('/ingresar', { headers: { 'x-forwarded-proto': 'https' } });
  expect(pagina.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  expect(pagina.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
});

test('a signed-out cookie replayed right after sign-out is refused by routes, pages and the live feed', async ({ request, baseURL }) => {
  // A session of its own: the ones the setup project saved must stay valid for other tests.
  const ingreso = await request.post('/api/sesion', { data: { usuario: 'supervisor', contrasena: CONTRASENA_E2E } });
  const cookie = (ingreso.headers()['set-cookie'] ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^flota_sesion=Fe26/);
  const con = { headers: { cookie } };
  expect((await request.get('/api/sesion', con)).status()).toBe(200);
  let abrio = () => {};
  const abierta = new Promise<void>((resolve) => (abrio = resolve));
  const flujo = readSse(`${baseURL}/api/eventos/stream`, { cookie }, {
    timeoutMs: 20_000,
    stopWhen: (mensajes) => {
      if (mensajes.length > 0) abrio();
      return false;
    },
  });
  await abierta;
  expect((await request.delete('/api/sesion', con)).status()).toBe(204);
  await expectError(await request.get('/api/sesion', con), 401, 'sesion_requerida');
  await expectError(await request.get('/api/posiciones', con), 401, 'sesion_requerida');
  const pagina = await request.get('/recorrido', { ...con, maxRedirects: 0 });
  expect(pagina.status()).toBe(307);
  expect(pagina.headers()['location']).toContain('/ingresar');
  // The stream opened before signing out ends by itself, well before the reader's own deadline.
  const desde = Date.now();
  const { status } = await flujo;
  expect(status).toBe(200);
  expect(Date.now() - desde).toBeLessThan(15_000);
});
