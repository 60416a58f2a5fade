import { type Page, expect, test } from '@playwright/test';
import { CATEGORIAS } from '@/lib/fleet/catalog';
import { eventosEnvelopeSchema } from '@/lib/fleet/schemas/envelopes';
import { formatApiDateTime, parseApiDateTime, startOfArgentinaDay } from '@/lib/fleet/time';
import { DAY_MS, DRIVER, openReplay, recentRange, replayUrl } from './replay-journey';
import { fleetNowOf, SUITE_SIM_URL } from './support/fleet-clock';

/** The range the page put in its address, epoch ms. */
function urlRange(page: Page): { desde: number; hasta: number } {
  const params = new URL(page.url()).searchParams;
  const desde = parseApiDateTime(params.get('desde') ?? '');
  const hasta = parseApiDateTime(params.get('hasta') ?? '');
  if (desde === null || hasta === null) throw new Error(`sin rango en ${page.url()}`);
  return { desde, hasta };
}

test.describe('replay: presets and totals by category', () => {
  test('the presets choose Argentina days, the last 24 hours and the last 7 days, and load them', async ({ page }) => {
    const { desde, hasta } = recentRange(1);
    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    const preset = (name: string) => page.getByRole('group', { name: 'Rangos rápidos' }).getByRole('button', { name, exact: true });

    // The fleet's day, not the machine's: the page takes "now" from the service.
    const before = await fleetNowOf(SUITE_SIM_URL);
    await preset('Ayer').click();
    await expect(page).toHaveURL(/desde=/);
    const today = startOfArgentinaDay(before);
    await expect.poll(() => urlRange(page)).toEqual({ desde: today - DAY_MS, hasta: today });
    await expect(page.getByTestId('rango-desde')).toHaveText(/ 00:00:00$/, { timeout: 45_000 });

    await preset('Hoy').click();
    await expect.poll(() => urlRange(page).desde).toBe(today);
    expect(urlRange(page).hasta).toBeGreaterThanOrEqual(before - 1_000);

    await preset('Últimas 24 h').click();
    await expect.poll(() => urlRange(page).hasta - urlRange(page).desde).toBe(DAY_MS);

    await preset('Últimos 7 días').click();
    await expect.poll(() => urlRange(page).desde).toBe(today - 6 * DAY_MS);
    // The whole range is shown once loaded, from the first day's midnight.
    await expect(page.getByTestId('rango-desde')).toHaveText(/ 00:00:00$/, { timeout: 45_000 });
  });

  test("the totals count the range's events by category, as the API lists them", async ({ page }) => {
    const { desde, hasta } = recentRange(2);
    const params = new URLSearchParams({ vehiculos: DRIVER, desde: formatApiDateTime(desde), hasta: formatApiDateTime(hasta) });
    const answer = await page.request.get(`/api/eventos?${params}`, { headers: { accept: 'application/json' } });
    expect(answer.ok()).toBe(true);
    const eventos = eventosEnvelopeSchema.parse(await answer.json()).datos;
    expect(eventos.length).toBeGreaterThan(0);
    const counts = new Map<string, number>();
    for (const e of eventos) counts.set(e.categoria, (counts.get(e.categoria) ?? 0) + 1);

    await openReplay(page, replayUrl(DRIVER, desde, hasta));
    const list = page.getByRole('heading', { name: 'Eventos por categoría' }).locator('xpath=following-sibling::ul[1]');
    await expect(list.getByRole('listitem')).toHaveCount(counts.size, { timeout: 30_000 });
    for (const [categoria, count] of counts) {
      const nombre = CATEGORIAS.find((c) => c.id === categoria)?.nombre ?? categoria;
      await expect(list.getByRole('listitem').filter({ hasText: nombre })).toHaveText(`${nombre}${count}`);
    }
  });
});
