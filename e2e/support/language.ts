import { expect, type Page } from '@playwright/test';

/**
 * Chooses a language with the header's switch (each language named in itself) and waits for the
 * page to come back in it.
 */
export async function switchLanguage(page: Page, name: 'English' | 'Español'): Promise<void> {
  await page.getByRole('form', { name: /^(Idioma|Language)$/ }).getByRole('button', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'English' ? 'en' : 'es-AR');
}
