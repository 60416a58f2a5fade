import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CONTRASENA_E2E } from './session-state';

export {
  CONTRASENA_E2E,
  SIN_SESION,
  USUARIOS_E2E,
  direccionPropia,
  sessionCookie,
  storageStatePath,
  type UsuarioE2E,
} from './session-state';

/**
 * Sessions for e2e specs. The app under test reads `e2e/fixtures/users.json`; every user there
 * has the password below. The `setup` project signs each one in once and saves its cookies, and
 * the default project starts every test signed in as `admin`. To be someone else:
 *   test.use({ storageState: storageStatePath('despacho') })   // a whole file or describe block
 *   test.use({ storageState: SIN_SESION })                      // signed out
 *   await signIn(page, 'supervisor')                            // through the sign-in form
 * Plain `fetch` (outside Playwright's `request`) needs `headers: { cookie: sessionCookie('admin') }`.
 */

/** Signs in through the API and keeps the cookie in `request`'s context. */
export async function signInRequest(request: APIRequestContext, usuario: string, contrasena = CONTRASENA_E2E) {
  const respuesta = await request.post('/api/sesion', { data: { usuario, contrasena } });
  expect(respuesta.status(), `ingreso de ${usuario}`).toBe(200);
  return respuesta;
}

/** Signs in through the sign-in form, as a person would, and waits to leave it. */
export async function signIn(page: Page, usuario: string, contrasena = CONTRASENA_E2E): Promise<void> {
  if (!page.url().includes('/ingresar')) await page.goto('/ingresar');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(contrasena);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/ingresar');
}
