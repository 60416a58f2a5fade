import { expect, test } from '@playwright/test';
import { storageStatePath, type UsuarioE2E } from './support/auth';

/** The table, written out here rather than read from the policy code it checks. */
const PAGINAS = ['/', '/eventos/en-vivo', '/recorrido', '/eventos', '/informes', '/clave'] as const;
const PUEDE_ABRIR: Record<Exclude<UsuarioE2E, 'gerente-sur'>, readonly (typeof PAGINAS)[number][]> = {
  despacho: ['/', '/eventos/en-vivo'],
  supervisor: ['/', '/eventos/en-vivo', '/recorrido'],
  gerente: ['/', '/eventos/en-vivo', '/recorrido', '/eventos', '/informes'],
  admin: ['/', '/eventos/en-vivo', '/recorrido', '/eventos', '/informes', '/clave'],
};

for (const [usuario, permitidas] of Object.entries(PUEDE_ABRIR) as [keyof typeof PUEDE_ABRIR, readonly string[]][]) {
  test.describe(`${usuario}`, () => {
    test.use({ storageState: storageStatePath(usuario) });

    test('opens exactly its pages; the others answer 403', async ({ request }) => {
      for (const ruta of PAGINAS) {
        const respuesta = await request.get(ruta, { maxRedirects: 0 });
        expect(respuesta.status(), ruta).toBe(permitidas.includes(ruta) ? 200 : 403);
      }
    });

    test('the header lists only its sections and who is signed in', async ({ page }) => {
      await page.goto('/ingresar');
      await expect(page).toHaveURL((url) => url.pathname === '/');
      const secciones = page.getByRole('navigation', { name: 'Secciones' }).getByRole('link');
      const destinos = await secciones.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(destinos.length).toBeGreaterThan(0);
      for (const destino of destinos) expect(permitidas, destino).toContain(destino);
      await expect(page.getByTestId('usuario-actual')).toContainText('(e2e)');
    });

    test('a forbidden page shows where to go instead', async ({ page }) => {
      const prohibida = PAGINAS.find((ruta) => !permitidas.includes(ruta));
      test.skip(prohibida === undefined, 'admin may open every page');
      await page.goto(prohibida ?? '/');
      await expect(page.getByRole('heading', { name: 'No tenés acceso a esta página' })).toBeVisible();
      const alternativas = page.getByRole('navigation', { name: 'Páginas disponibles' }).getByRole('link');
      await expect(alternativas).toHaveCount(permitidas.length);
    });
  });
}

test.describe('the forbidden page without JavaScript', () => {
  test.use({ storageState: storageStatePath('supervisor'), javaScriptEnabled: false });

  test('explains, in the server’s HTML, why and where to go instead', async ({ page }) => {
    const respuesta = await page.goto('/clave');
    expect(respuesta?.status()).toBe(403);
    const html = (await respuesta?.text()) ?? '';
    // In the document as sent, not in a hidden streamed chunk that a script would reveal.
    expect(html).toMatch(/<h1[^>]*>No tenés acceso a esta página<\/h1>/);
    await expect(page.getByRole('heading', { name: 'No tenés acceso a esta página' })).toBeVisible();
    await expect(page.getByText('Tu rol es Supervisor')).toBeVisible();
    await expect(page.getByText(/Clave de acceso.*Administrador/)).toBeVisible();
    const alternativas = page.getByRole('navigation', { name: 'Páginas disponibles' }).getByRole('link');
    await expect(alternativas).toHaveText(['Mapa en vivo', 'Eventos en vivo', 'Recorridos']);
  });
});
