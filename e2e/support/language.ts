import { expect, type Page } from '@playwright/test';

/**
 * Chooses a language with the header's switch (each language named in itself) and waits for the
 * page to come back in it.
 */
export async function switchLanguage(page: Page, name: 'English' | 'Español'): Promise<void> {
  // The switch ends in a new page load: the form's own post before the page's script runs, else
  // the reload that follows the action (ReloadAfterSwitch). Whatever the test does next waits for
  // it, or that reload would cut the test's next navigation short.
  await page.waitForLoadState('load');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('form', { name: /^(Idioma|Language)$/ }).getByRole('button', { name }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'English' ? 'en' : 'es-AR');
}
