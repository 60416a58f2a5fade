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
