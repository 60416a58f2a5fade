import { expect, test } from '@playwright/test';
import { DRIVER, openReplay, recentRange, replayUrl } from './replay-journey';
import { watchViolations } from './support/csp-violations';

/**
 * Every page runs under the app's Content-Security-Policy (no 'unsafe-eval') without a single
 * violation reported, the browser's own `securitypolicyviolation` event included: zod builds its
 * schemas in the browser with `jitless` set first (lib/client/zod-jitless.ts), so it never probes
 * for eval. Each page is used as an operator would, so that its schemas are built and used.
 */

test.describe.configure({ timeout: 150_000 });

test('the live map, the route replay and the key page report no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByTestId('dibujados')).not.toHaveText(/^0?$/, { timeout: 90_000 });
  const { desde, hasta } = recentRange(2);
  await openReplay(page, replayUrl(DRIVER, desde, hasta));
  await page.goto('/clave');
  await expect(page.getByRole('img', { name: /Unidades gastadas por minuto/ })).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test('the events history and the live feed report no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/eventos?rango=7d');
  await expect(page.getByTestId('fila-evento').first()).toBeVisible({ timeout: 60_000 });
  await page.goto('/eventos/en-vivo');
  await expect(page.getByTestId('lista-en-vivo').locator('li').first()).toBeVisible({ timeout: 60_000 });
  expect(violations).toEqual([]);
});
