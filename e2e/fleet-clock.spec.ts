import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parseApiDateTime } from '@/lib/fleet/time';
import { DRIVER } from './replay-journey';
import { E2E_CLOCK, E2E_START, fleetNowOf, SUITE_SIM_URL } from './support/fleet-clock';

/**
 * The suite's embedded API runs on Wednesday 11 March 2026 from 10:30 (e2e/support/fleet-clock.ts),
 * whatever day the machine says; here the browser's own clock says yet another (Christmas night,
 * 2026). Every screen must show the fleet's day and times: Flota takes "now" from the service.
 */
const BROWSER_TIME = new Date('2026-12-25T23:40:00-03:00');
const DAY_MS = 86_400_000;

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: BROWSER_TIME });
});

test('every embedded API of the suite runs on the fixed fleet clock', () => {
  const configs = readdirSync('e2e/fixtures').filter((name) => name.endsWith('.json') && name !== 'users.json');
  expect(configs.length).toBeGreaterThan(1);
  for (const name of configs) {
    const config = JSON.parse(readFileSync(`e2e/fixtures/${name}`, 'utf8')) as { clock?: unknown };
    expect(config.clock, name).toEqual(E2E_CLOCK);
  }
});

test('the live map ages positions against the fleet’s now', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('actualizado')).toContainText(/actualizado hace \d+ s/, { timeout: 45_000 });
  await expect(page.getByTestId('actualizado')).toHaveAttribute('title', /Posiciones de las 1[01]:\d\d:\d\d/);
  // A vehicle driving now: its GPS fix is seconds old, on the fleet's clock.
  const { datos } = (await (await page.request.get('/api/posiciones')).json()) as { datos: { vehiculo: string; velocidad_kmh: number | null; en_linea: boolean | null }[] };
  const moving = datos.find((p) => (p.velocidad_kmh ?? 0) > 10 && p.en_linea);
  expect(moving, 'a vehicle driving on a weekday morning').toBeDefined();
  await page.goto(`/?vehiculo=${moving!.vehiculo}`);
  await expect(page.getByTestId('panel-vehiculo').getByTestId('frescura')).toContainText(/GPS hace (\d+ s|1 min), en línea/, { timeout: 45_000 });
});

test('the live feed shows the fleet’s events of the last hour, minutes old', async ({ page }) => {
  await page.goto('/eventos/en-vivo');
  const first = page.getByTestId('evento-en-vivo').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first).toContainText('11/03/2026');
  await expect(first).toContainText(/hace \d+ (s|min)/);
});

test('the history’s presets count back from the fleet’s now', async ({ page }) => {
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/eventos');
  await page.goto('/eventos?rango=24h');
  const params = new URL((await asked).url()).searchParams;
  const [desde, hasta] = [parseApiDateTime(params.get('desde') ?? ''), parseApiDateTime(params.get('hasta') ?? '')];
  const now = await fleetNowOf(SUITE_SIM_URL);
  expect(hasta, `hasta=${params.get('hasta')}`).not.toBeNull();
  expect(Math.abs(hasta! - now)).toBeLessThan(5 * 60_000);
  expect(hasta! - desde!).toBe(DAY_MS);
});

async function replayRange(page: Page): Promise<{ desde: number | null; hasta: number | null }> {
  const params = new URL(page.url()).searchParams;
  return { desde: parseApiDateTime(params.get('desde') ?? ''), hasta: parseApiDateTime(params.get('hasta') ?? '') };
}

test('the replay’s presets and range limits are the fleet’s days', async ({ page }) => {
  await page.goto(`/recorrido?vehiculo=${DRIVER}`);
  const preset = (name: string) => page.getByRole('group', { name: 'Rangos rápidos' }).getByRole('button', { name, exact: true });
  await preset('Hoy').click();
  const today = Date.parse('2026-03-11T00:00:00-03:00');
  await expect.poll(async () => (await replayRange(page)).desde).toBe(today);
  expect((await replayRange(page)).hasta).toBeGreaterThanOrEqual(E2E_START);
  await expect(page.getByTestId('rango-desde')).toContainText('11/03/2026 00:00:00', { timeout: 45_000 });
  // The earliest day the range may start is 90 days before the fleet's today, not the browser's.
  await page.getByRole('textbox', { name: /^Desde/ }).fill('01/12/2025 00:00');
  await expect(page.getByTestId('fecha-mensaje').filter({ hasText: 'últimos 90 días' })).toContainText(/desde el 1[01]\/12\/2025 /);
});

test('every page hydrates what the server rendered: its dates are the fleet’s on both sides', async ({ page }) => {
  // A page whose server render and first browser render differ is thrown away and rendered anew,
  // losing what the user clicked meanwhile (an open drop-down, a chosen period).
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) hydrationErrors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) hydrationErrors.push(error.message);
  });
  for (const path of ['/eventos?rango=7d', `/recorrido?vehiculo=${DRIVER}`, '/eventos/en-vivo', '/clave', '/']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible({ timeout: 30_000 });
    // Hydration runs as the page's scripts load: a moment after `load`, it has.
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    expect(hydrationErrors, path).toEqual([]);
  }
});
