import { expect, test } from '@playwright/test';
import { APP_PAGES } from '@/lib/auth/page-policy';
import { SIN_SESION, direccionPropia, signIn } from './support/auth';

test.use({ storageState: SIN_SESION, extraHTTPHeaders: direccionPropia() });

test.describe('ingreso', () => {
  for (const { ruta } of APP_PAGES) {
    test(`${ruta} sin sesión lleva al ingreso y vuelve después de ingresar`, async ({ page }) => {
      const pedida = `${ruta}${ruta === '/' ? '' : '?desde=2026-01-01'}`;
      await page.goto(pedida);
      await expect(page).toHaveURL((url) => url.pathname === '/ingresar');
      await expect(page.getByRole('heading', { name: 'Flota' })).toBeVisible();
      await signIn(page, 'admin');
      const llegada = new URL(page.url());
      expect(`${llegada.pathname}${llegada.search}`).toBe(pedida);
    });
  }

  test('una contraseña equivocada se explica y no deja entrar', async ({ page }) => {
    await page.goto('/ingresar');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill('no-es-esta');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('form', { name: 'Ingreso' }).getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
    await expect(page).toHaveURL(/\/ingresar/);
  });

  test('sin archivo de usuarios de demostración no se ofrecen usuarios demo', async ({ page }) => {
    await page.goto('/ingresar');
    await expect(page.getByRole('heading', { name: 'Flota' })).toBeVisible();
    await expect(page.getByText('Modo demostración')).toHaveCount(0);
  });

  test('un destino de otro sitio se ignora', async ({ page }) => {
    await page.goto('/ingresar?volver=//ejemplo.invalid/robar');
    await signIn(page, 'despacho');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.host.startsWith('127.0.0.1'));
  });

  test('salir cierra la sesión para páginas y rutas', async ({ page }) => {
    await page.goto('/recorrido');
    await signIn(page, 'gerente');
    await expect(page.getByTestId('usuario-actual')).toHaveText('Gerencia (e2e)');
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/ingresar');
    expect((await page.request.get('/api/sesion')).status()).toBe(401);
    await page.goto('/recorrido');
    await expect(page).toHaveURL((url) => url.pathname === '/ingresar');
  });

  test('repetir intentos fallidos bloquea el ingreso con un mensaje claro', async ({ page }) => {
    test.setTimeout(60_000);
    // A name nobody has, new on every run: lock-outs last 15 minutes on a server that may be reused.
    const usuario = `intruso-${Date.now().toString(36)}`;
    await page.goto('/ingresar');
    await page.getByLabel('Usuario').fill(usuario);
    const alerta = page.getByRole('form', { name: 'Ingreso' }).getByRole('alert');
    for (let intento = 1; intento <= 4; intento++) {
      await page.getByLabel('Contraseña').fill(`clave-${intento}`);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      // Each failure is answered more slowly than the one before.
      await expect(alerta).toHaveText('Usuario o contraseña incorrectos.', { timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
    }
    await page.getByLabel('Contraseña').fill('clave-5');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(alerta).toContainText('Demasiados intentos fallidos', { timeout: 15_000 });
    await expect(alerta).toContainText('probá de nuevo en 15 minutos');
  });

  test.describe('sin JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('el formulario igual ingresa, sin poner la contraseña en la dirección', async ({ page }) => {
      await page.goto('/recorrido');
      await page.getByLabel('Usuario').fill('supervisor');
      await page.getByLabel('Contraseña').fill('equivocada');
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page.getByRole('form', { name: 'Ingreso' }).getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
      expect(page.url()).not.toContain('equivocada');
      await page.getByLabel('Usuario').fill('supervisor');
      await page.getByLabel('Contraseña').fill('flota-demo');
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/recorrido');
    });
  });
});
