import { expect, test, type Page } from '@playwright/test';
import { CONTRASENA_E2E, SIN_SESION, direccionPropia } from './support/auth';
import { switchLanguage } from './support/language';

/**
 * The language switch in the header: every page it is tried on speaks the chosen language, dates
 * and numbers follow it (times stay Argentina's), and the choice outlives signing out and in.
 * Headings and labels are checked by their text, never by screenshots.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ storageState: SIN_SESION, extraHTTPHeaders: direccionPropia() });

/** The form's fields by name: their labels are what changes with the language. */
async function signInAs(page: Page, usuario: string, submit: string) {
  await page.locator('input[name="usuario"]').fill(usuario);
  await page.locator('input[name="contrasena"]').fill(CONTRASENA_E2E);
  await page.getByRole('button', { name: submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/ingresar');
}

test('the live map and the events pages switch language from the header, and the choice persists across sign-out and sign-in', async ({ page }) => {
  await page.goto('/ingresar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  await signInAs(page, 'admin', 'Ingresar');

  // The live map, in Spanish (the default), then in English.
  await expect(page.getByRole('searchbox', { name: 'Buscar vehículo' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Eventos' })).toBeVisible();
  // The map writes its view into the URL once it has one: the switch must keep that.
  await expect(page).toHaveURL(/[?&]mapa=/, { timeout: 30_000 });
  const mapUrl = page.url();
  await switchLanguage(page, 'English');
  // The same page, with its state in the URL (the map's view), now in English.
  expect(page.url()).toBe(mapUrl);
  await expect(page.getByRole('searchbox', { name: 'Search vehicle' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
  await expect(page.getByTestId('en-mapa')).toBeVisible();
  await expect(page.getByText(/on the map/)).toBeVisible();
  await expect(page).toHaveTitle(/Flota/);

  // The events history: English headings, and dates written the English way in Argentina time.
  await page.goto('/eventos?rango=7d');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible({ timeout: 60_000 });
  const firstRow = page.getByTestId('fila-evento').first();
  await expect(firstRow).toBeVisible({ timeout: 60_000 });
  await expect(firstRow).toContainText(/\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}(:\d{2})? [AP]M|\d{1,2}:\d{2}:\d{2} [AP]M/);

  // The date fields read the English format, and say plainly when a date does not exist.
  await page.getByLabel('Period').selectOption('personalizado');
  const from = page.getByRole('textbox', { name: 'From (Argentina time)' });
  await expect(from).toHaveValue(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/);
  await from.fill('02/30/2026, 10:00 AM');
  await from.blur();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('fecha-mensaje').first()).toHaveText(/^0?2\/30\/2026 does not exist: February 2026 has 28 days\.$/);

  // The live events tab.
  await page.getByRole('link', { name: 'Live', exact: true }).click();
  await expect(page).toHaveURL(/\/eventos\/en-vivo/);
  await expect(page.getByRole('link', { name: 'Live', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  // Signing out and in keeps English: on the sign-in page and after.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/ingresar/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await signInAs(page, 'admin', 'Sign in');
  await expect(page.getByRole('searchbox', { name: 'Search vehicle' })).toBeVisible({ timeout: 30_000 });

  // And back to Spanish, with Spanish dates.
  await switchLanguage(page, 'Español');
  await expect(page.getByRole('searchbox', { name: 'Buscar vehículo' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/eventos?rango=7d');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await expect(page.getByTestId('fila-evento').first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}|\d{2}:\d{2}:\d{2}/, { timeout: 60_000 });
});

test.describe('a first visit', () => {
  test.use({ locale: 'en-US' });

  test("follows the browser's language until a choice is made", async ({ page }) => {
    await page.goto('/ingresar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('User name')).toBeVisible();
    await switchLanguage(page, 'Español');
    await expect(page.getByLabel('Usuario')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Usuario')).toBeVisible();
  });
});

test.describe('before the page’s script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s switch still changes the page’s language', async ({ page }) => {
    await page.goto('/ingresar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
    await page.getByRole('form', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/ingresar$/);
    await page.getByRole('form', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  });
});
