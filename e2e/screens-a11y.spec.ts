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
