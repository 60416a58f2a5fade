import { expect, test, type Page } from '@playwright/test';

/** The header's section links (`components/shell/ShellLink.tsx`): in-app navigation, with the browser's own ways kept. */

const secciones = (page: Page) => page.getByRole('navigation', { name: 'Secciones' });

test('a section link opens its page inside the app, without loading the document again', async ({ page }) => {
  await page.goto('/eventos/en-vivo');
  await expect(secciones(page).getByRole('link', { name: 'Eventos' })).toHaveAttribute('aria-current', 'page');
  // A full page load would drop this mark along with the document.
  await page.evaluate(() => Object.assign(window, { mismaPagina: true }));
  await secciones(page).getByRole('link', { name: 'Recorridos' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/recorrido');
  await expect(secciones(page).getByRole('link', { name: 'Recorridos' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { mismaPagina?: boolean }).mismaPagina)).toBe(true);
});

test('a click with a modifier opens the section in a new tab and leaves this one where it was', async ({ page, context }) => {
  await page.goto('/eventos/en-vivo');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    secciones(page).getByRole('link', { name: 'Recorridos' }).click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/recorrido');
  expect(new URL(page.url()).pathname).toBe('/eventos/en-vivo');
});
