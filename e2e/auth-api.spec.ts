import { expect, test, type APIResponse } from '@playwright/test';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { apiRoutes } from './support/api-routes';
import { SIN_SESION, direccionPropia } from './support/auth';

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
  const cuerpo = await expectError(await request.post('/api/sesion', { data: { usuario: '' } }), 400, 'parametro_invalido');
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
  const cuerpo = await expectError(bloqueado, 429, 'demasiados_intentos');
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
