import { expect, test, type Page, type Request, type Route } from '@playwright/test';

/** The header's section links (`next/link`, components/shell/AppNav.tsx): in-app navigation, with the browser's own ways kept. */

/**
 * The replay page's own load once the link has moved (its code includes MapLibre's): not what these
 * tests time, but they check that the page does replace the loading notice.
 */
const PAGE_READY_MS = 30_000;

/** How long no new prefetch may start before the hold: the router asks for segments right after the tree. */
const PREFETCH_QUIET_MS = 1_000;

const secciones = (page: Page) => page.getByRole('navigation', { name: 'Secciones' });

/** The router's prefetch of `pathname` (what `next/link` asks for when the link comes into view). */
const isPrefetchOf = (pathname: string) => (request: Request) =>
  new URL(request.url()).pathname === pathname && request.headers()['next-router-prefetch'] === '1';

/** Follows the router's prefetches of `pathname` from now on: how many are still in flight, and whether any has ended. */
function watchPrefetches(page: Page, pathname: string) {
  const pending = new Set<Request>();
  let finished = 0;
  page.on('request', (request) => void (isPrefetchOf(pathname)(request) && pending.add(request)));
  const settle = (request: Request) => void (pending.delete(request) && finished++);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return { pending: () => pending.size, settled: () => finished > 0 && pending.size === 0 };
}

test('a section link opens its page inside the app, without loading the document again', async ({ page }) => {
  await page.goto('/eventos/en-vivo');
  await expect(secciones(page).getByRole('link', { name: 'Eventos' })).toHaveAttribute('aria-current', 'page');
  // A full page load would drop this mark along with the document.
  await page.evaluate(() => Object.assign(window, { mismaPagina: true }));
  await secciones(page).getByRole('link', { name: 'Recorridos' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/recorrido');
  await expect(secciones(page).getByRole('link', { name: 'Recorridos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: 'Vehículo' })).toBeVisible({ timeout: PAGE_READY_MS });
  expect(await page.evaluate(() => (window as unknown as { mismaPagina?: boolean }).mismaPagina)).toBe(true);
});

test('a section link answers the click at once, before its page’s data and code arrive', async ({ page }) => {
  // The link prefetches its section down to the loading notice as soon as it shows…
  // (the router asks for the route's tree, then for its segments: every one must be in before the hold).
  const prefetches = watchPrefetches(page, '/recorrido');
  await page.goto('/eventos/en-vivo');
  await expect.poll(prefetches.settled).toBe(true);
  await page.waitForTimeout(PREFETCH_QUIET_MS);
  expect(prefetches.pending()).toBe(0);
  // …so a click needs nothing more from the network to move: every request from here on is held
  // (a server or a network as slow as it gets), and the section still changes on the click.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*', (route) => (holding ? void held.push(route) : route.continue()));
  await secciones(page).getByRole('link', { name: 'Recorridos' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/recorrido');
  await expect(secciones(page).getByRole('link', { name: 'Recorridos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // Once the network answers, the page itself replaces the notice (MapLibre's evaluation, about a
  // second on an idle machine, takes several on a loaded one: the wait is for the page, not the link).
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole('combobox', { name: 'Vehículo' })).toBeVisible({ timeout: PAGE_READY_MS });
  await expect(page.getByRole('status').filter({ hasText: 'Cargando' })).toHaveCount(0);
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

/** The chunk scripts a page's HTML loads (its first load), by path. */
async function scriptsOf(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]*\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => new URL(m[1]!, page.url()).pathname));
}

test('the links’ prefetch from the live map loads no section page’s code, only what leads to its loading notice', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => void (request.resourceType() === 'script' && requested.add(new URL(request.url()).pathname)));
  const prefetches = watchPrefetches(page, '/eventos');
  await page.goto('/');
  await expect.poll(prefetches.settled).toBe(true);
  // The browser asks for a prefetched segment's scripts once it has read the segment.
  await page.waitForTimeout(2 * PREFETCH_QUIET_MS);
  // The events history page's own code: in its first load, not in the map's nor in the live events page's.
  const [history, map, live] = await Promise.all(['/eventos', '/', '/eventos/en-vivo'].map((path) => scriptsOf(page, path)));
  const historyOnly = [...history!].filter((src) => !map!.has(src) && !live!.has(src));
  expect(historyOnly.length).toBeGreaterThan(0);
  expect(historyOnly.filter((src) => requested.has(src))).toEqual([]);
});
