import { expect, test, type APIResponse } from '@playwright/test';
import { apiRoutes } from './support/api-routes';
import { SIN_SESION, direccionPropia, sessionCookie } from './support/auth';

function expectSecurityHeaders(respuesta: APIResponse) {
  const h = respuesta.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('same-origin');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['x-solicitud']).toMatch(/^flo_[0-9a-f]{20}$/);
  // Served over plain HTTP here: HSTS would be wrong.
  expect(h['strict-transport-security']).toBeUndefined();
  return h;
}

test('pages carry a nonce CSP that allows MapLibre and nothing else', async ({ request }) => {
  for (const ruta of ['/', '/ingresar', '/clave']) {
    const respuesta = await request.get(ruta, { maxRedirects: 0 });
    const csp = expectSecurityHeaders(respuesta)['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'(;|$)/);
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  }
});

test('the nonce changes on every page and is the one on its scripts', async ({ request }) => {
  const [a, b] = await Promise.all([request.get('/ingresar'), request.get('/ingresar')]);
  const nonceDe = (r: APIResponse) => /'nonce-([^']+)'/.exec(r.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonceDe(a)).toBeTruthy();
  expect(nonceDe(a)).not.toBe(nonceDe(b));
  const html = await a.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonceDe(a)}"`);
});

test('every /api route and static files carry the security headers (401s: auth-api.spec.ts)', async ({ request, baseURL }) => {
  for (const ruta of apiRoutes()) {
    // Streams (SSE, NDJSON) never end on their own: read the headers, then hang up.
    const corte = new AbortController();
    const conSesion = await fetch(`${baseURL}${ruta}`, { headers: { cookie: sessionCookie('admin') }, signal: corte.signal });
    const h = Object.fromEntries(conSesion.headers);
    corte.abort();
    expect(h['x-content-type-options'], ruta).toBe('nosniff');
    expect(h['x-frame-options'], ruta).toBe('DENY');
    expect(h['content-security-policy'], ruta).toContain("default-src 'none'");
    expect(h['x-solicitud'], ruta).toMatch(/^flo_[0-9a-f]{20}$/);
  }
  const html = await (await request.get('/ingresar')).text();
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(chunk).toBeTruthy();
  expectSecurityHeaders(await request.get(chunk ?? ''));
});

test('the live map starts its workers and draws its vehicles under the CSP without violations', async ({ page }) => {
  test.setTimeout(120_000);
  const violaciones: string[] = [];
  page.on('console', (mensaje) => {
    if (/Content Security Policy/i.test(mensaje.text())) violaciones.push(mensaje.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto('/');
  // Drawn by MapLibre's own worker, from data read by the fleet worker: both ran.
  await expect(page.getByTestId('dibujados')).not.toHaveText(/^0?$/, { timeout: 90_000 });
  expect(violaciones).toEqual([]);
});

test.describe('signed out', () => {
  test.use({ storageState: SIN_SESION, extraHTTPHeaders: direccionPropia() });

  test('the sign-in page runs its scripts under the CSP without violations', async ({ page }) => {
    const violaciones: string[] = [];
    page.on('console', (mensaje) => {
      if (/Content Security Policy/i.test(mensaje.text())) violaciones.push(mensaje.text());
    });
    await page.goto('/ingresar');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill('no-es-esta');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    // Only the page's own script answers in place; a blocked script would post the form instead.
    await expect(page.getByRole('form', { name: 'Ingreso' }).getByRole('alert')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    expect(violaciones).toEqual([]);
  });
});
