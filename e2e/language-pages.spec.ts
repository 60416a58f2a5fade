import { expect, test } from '@playwright/test';
import { formatDateTimeText } from '@/lib/client/date-input/date-time-text';
import { formatsFor } from '@/lib/client/format/formats';
import { DRIVER, openReplay, recentRange, replayUrl } from './replay-journey';
import { storageStatePath } from './support/auth';
import { switchLanguage } from './support/language';

/**
 * The pages e2e/language.spec.ts does not visit, in both languages, switched from the header:
 * the replay (with its own date fields), the key's status, and the page a role may not open.
 * Headings and labels are checked by their text, never by screenshots.
 */
test.describe.configure({ timeout: 120_000 });

test('the replay speaks the chosen language: headings, controls, dates and its date fields', async ({ page }) => {
  const { desde, hasta } = recentRange(1);
  await openReplay(page, replayUrl(DRIVER, desde, hasta));
  await expect(page.getByRole('heading', { level: 1, name: 'Recorrido' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Reproducción' }).getByRole('button', { name: 'Reproducir' })).toBeVisible();
  await expect(page.getByTestId('rango-desde')).toHaveText(formatsFor('es-AR').dateTimeSeconds(desde));
  const desdeEs = page.getByRole('textbox', { name: 'Desde (hora de Argentina)' });
  await expect(desdeEs).toHaveValue(formatDateTimeText(desde, 'es-AR'));
  // A date typed the Spanish way is taken; one that does not exist is explained.
  await desdeEs.fill(formatDateTimeText(desde - 3_600_000, 'es-AR'));
  await expect(desdeEs).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('button', { name: 'Ver recorrido' })).toBeEnabled();
  await desdeEs.fill('30/02/2026 10:00');
  await expect(desdeEs).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('fecha-mensaje').first()).toHaveText('El 30/2/2026 no existe: febrero de 2026 tiene 28 días.');

  await switchLanguage(page, 'English');
  // The same route (its range is the page's URL), now in English.
  await expect(page).toHaveURL(new RegExp(`vehiculo=${DRIVER}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Route' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('resumen-recorrido')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('toolbar', { name: 'Playback' }).getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Routes' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('rango-desde')).toHaveText(formatsFor('en').dateTimeSeconds(desde));
  await expect(page).toHaveTitle('Route · Flota');
  const from = page.getByRole('textbox', { name: 'From (Argentina time)' });
  await expect(from).toHaveValue(formatDateTimeText(desde, 'en'));
  await from.fill(formatDateTimeText(desde - 3_600_000, 'en'));
  await expect(from).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('button', { name: 'Show route' })).toBeEnabled();
  await from.fill('13/01/2026, 10:00 AM');
  await from.blur();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('fecha-mensaje').first()).toHaveText('There is no month 13: months go from 1 to 12.');
});

test('the key’s status page speaks the chosen language', async ({ page }) => {
  await page.goto('/clave');
  await expect(page.getByRole('heading', { level: 1, name: 'Clave de acceso' })).toBeVisible();
  await expect(page.getByText('Permisos', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Salud de la conexión', { exact: true })).toBeVisible();

  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/\/clave$/);
  await expect(page).toHaveTitle('Access key · Flota');
  await expect(page.getByRole('heading', { level: 1, name: 'Access key' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Key' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Permissions', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Connection health', { exact: true })).toBeVisible();
  await expect(page.getByText('Permisos', { exact: true })).toHaveCount(0);
});

test.describe('the page a role may not open', () => {
  test.use({ storageState: storageStatePath('supervisor') });

  test('says why and where to go instead in the language chosen on another page', async ({ page }) => {
    let answer = await page.goto('/clave');
    expect(answer?.status()).toBe(403);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
    await expect(page.getByRole('heading', { level: 1, name: 'No tenés acceso a esta página' })).toBeVisible();

    // The page itself is plain HTML with no header: the choice is made on a page the role may open.
    await page.goto('/eventos/en-vivo');
    await switchLanguage(page, 'English');
    answer = await page.goto('/clave');
    expect(answer?.status()).toBe(403);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('No access · Flota');
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
    await expect(page.getByText('Your role is Supervisor. “Access key” is only for the Administrator role.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Available pages' }).getByRole('link')).toHaveText(['Live map', 'Live events', 'Routes']);

    await page.goto('/eventos/en-vivo');
    await switchLanguage(page, 'Español');
    await page.goto('/clave');
    await expect(page.getByRole('heading', { level: 1, name: 'No tenés acceso a esta página' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Páginas disponibles' }).getByRole('link')).toHaveText(['Mapa en vivo', 'Eventos en vivo', 'Recorridos']);
  });
});
