import { expect, test } from '@playwright/test';
import { CRITICAL_TYPES } from '@/lib/fleet/catalog';
import { DRIVER, openReplay, recentRange, replayUrl } from './replay-journey';
import { seriousViolations } from './support/axe-scan';

test.describe.configure({ timeout: 150_000 });

test('the events history, with critical and selected rows, has no serious violations', async ({ page }) => {
  // Critical types only (this fleet raises a few a day), so every row is drawn on red; the first
  // one is then selected (blue).
  await page.goto(`/eventos?rango=7d&tipos=${CRITICAL_TYPES.join(',')}`);
  const rows = page.getByTestId('fila-evento');
  await expect(rows.nth(1)).toBeVisible({ timeout: 60_000 });
  await rows.first().click();
  await expect(rows.first()).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the route replay has no serious violations', async ({ page }) => {
  const { desde, hasta } = recentRange(2);
  await openReplay(page, replayUrl(DRIVER, desde, hasta));
  expect(await seriousViolations(page)).toEqual([]);
});

test('the key page has no serious violations', async ({ page }) => {
  await page.goto('/clave');
  await expect(page.locator('main')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the sign-in page, with an error shown, has no serious violations', async ({ page }) => {
    await page.goto('/ingresar');
    await page.getByLabel('Usuario').fill(`nadie-${Date.now()}`);
    await page.getByLabel('Contraseña').fill('incorrecta');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** The same screens in English: other words, other widths, the same rules. */
test.describe('in English', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    // The choice the header's switch would store, for the signed-in admin and for the sign-in page.
    await page.context().addCookies([{ name: 'flota_idioma', value: 'admin:en|*:en', url: baseURL! }]);
  });

  test('the events history, the route replay and the key page have no serious violations', async ({ page }) => {
    await page.goto(`/eventos?rango=7d&tipos=${CRITICAL_TYPES.join(',')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const rows = page.getByTestId('fila-evento');
    await expect(rows.nth(1)).toBeVisible({ timeout: 60_000 });
    await rows.first().click();
    await expect(rows.first()).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    const { desde, hasta } = recentRange(2);
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/clave');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the live map, with its feed connected, has no serious violations', async ({ page }) => {
    // A full-page map under software WebGL on 2 loaded cores can need more than the default minute.
    test.slow();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('dibujados')).not.toHaveText('', { timeout: 90_000 });
    await page.getByTestId('leyenda').locator('summary').click();
    const feed = page.getByRole('region', { name: 'Live events' });
    await expect(feed.getByTestId('estado-conexion')).toHaveAttribute('data-fase', 'conectado', { timeout: 60_000 });
    await expect(feed.getByTestId('evento-en-vivo').first()).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('signed out', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the sign-in page, with an error shown, has no serious violations', async ({ page }) => {
      await page.goto('/ingresar');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByLabel('User name').fill(`nobody-${Date.now()}`);
      await page.getByLabel('Password').fill('wrong');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
