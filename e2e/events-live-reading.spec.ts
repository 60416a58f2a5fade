import { expect, test } from '@playwright/test';
import { flotaSaludSchema } from '@/lib/fleet/flota-api';
import { startApp, startSim, type Server } from './events-stack';

/**
 * Reading the live feed while it moves: its own busy fleet (20,000 vehicles on the suite's fleet
 * clock, a weekday morning: several events a second) and a gateway polling every 10 s, so that
 * newer events keep arriving while the test reads, points at and scrolls the feed.
 */
// Each spec that starts its own servers keeps to its own ports: specs run in parallel.
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 4110) + 16;
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100) + 16;

test.describe.configure({ mode: 'serial' });

let sim: Server;
let app: Server;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sim = await startSim({ port: SIM_PORT, config: 'e2e/fixtures/events-busy-fleet.json' });
  app = await startApp({ port: APP_PORT, simUrl: sim.url, apiKey: 'svc_live_events_busy', env: { FLOTA_EVENTS_POLL_S: '10' } });
});

test.afterAll(async () => {
  await app?.stop();
  await sim?.stop();
});

test('the feed holds in the page only the events in view, and holds still while someone reads or points at it', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${app.url}/eventos/en-vivo`);
  const list = page.getByTestId('lista-en-vivo');
  const total = async () => Number(await list.getAttribute('data-total'));
  // The hour the gateway holds: on a weekday morning this fleet reports hundreds.
  await expect.poll(total, { timeout: 60_000 }).toBeGreaterThan(30);
  // Until the gateway has caught up with that hour: its first round is 40 queries of 500 vehicles,
  // tens of seconds on a busy machine, and what it reads from before the page opened comes as
  // recent, not as news (no announcement).
  const caughtUp = async () => flotaSaludSchema.parse(await (await page.request.get(`${app.url}/api/salud`)).json()).eventos.ultimo_ok;
  await expect.poll(caughtUp, { timeout: 120_000 }).not.toBeNull();
  // Until the last poll's batch is in (the gateway polls every 10 s).
  const steady = async () => {
    const before = await total();
    await page.waitForTimeout(1_500);
    return before === (await total());
  };
  await expect.poll(steady, { timeout: 60_000 }).toBe(true);
  const rendered = await page.getByTestId('evento-en-vivo').count();
  expect(rendered, `of ${await total()} events`).toBeLessThan(Math.min(30, await total()));

  // Scrolled halfway down, as when reading back: the item at the top of the view, and where it sits.
  const inView = () =>
    list.evaluate((ol) => {
      const viewTop = ol.parentElement!.getBoundingClientRect().top;
      const li = [...ol.querySelectorAll('li')].find((item) => item.getBoundingClientRect().top >= viewTop - 1)!;
      return { id: li.dataset.eventoId!, place: Number(li.getAttribute('aria-posinset')), top: li.getBoundingClientRect().top };
    });
  // The newest event before the feed holds still (the last batch is in: the next is seconds away).
  const newestBefore = (await inView()).id;
  await list.evaluate((ol) => (ol.parentElement!.scrollTop = (ol.parentElement!.scrollHeight - ol.parentElement!.clientHeight) / 2));
  await page.waitForTimeout(1_000);
  const reading = await inView();
  const heldTotal = await total();
  // Newer events wait, counted over the feed's top...
  const waiting = page.getByTestId('eventos-en-espera');
  await expect(waiting).toHaveAttribute('data-cantidad', /^[1-9]/, { timeout: 60_000 });
  await expect(waiting).toHaveText(/^↑ Ver [\d.]+ eventos? nuevos?( \([\d.]+ críticos?\))?$/);
  // ...and the event being read stays where it is: in the feed and on the screen.
  const item = list.locator(`[data-evento-id="${reading.id}"]`);
  expect(Number(await item.getAttribute('aria-posinset'))).toBe(reading.place);
  expect(await total()).toBe(heldTotal);
  const top = await item.evaluate((li) => li.getBoundingClientRect().top);
  expect(Math.abs(top - reading.top), `moved from ${reading.top} to ${top} px`).toBeLessThanOrEqual(2);

  // The button shows them: back at the top, newer events than the feed showed before it held.
  // (The pointer is on the feed now, so the next batch may well bring the button straight back.)
  await waiting.click();
  await expect.poll(async () => (await inView()).place).toBe(1);
  expect(await list.evaluate((ol) => ol.parentElement!.scrollTop)).toBe(0);
  expect((await inView()).id).not.toBe(newestBefore);
  // The pointer is over the feed now: it holds still at the top too, while newer events wait.
  const pointed = (await inView()).id;
  await expect(waiting).toBeVisible({ timeout: 60_000 });
  expect((await inView()).id).toBe(pointed);
  // The count sits over none of the first event's text, the event the pointer is likeliest to click.
  const coversFirst = await list.evaluate((ol, id) => {
    const row = ol.querySelector(`[data-evento-id="${id}"] time`)!.getBoundingClientRect();
    const count = document.querySelector('[data-testid="eventos-en-espera"]')!.getBoundingClientRect();
    const hit = document.elementFromPoint(count.left + count.width / 2, row.top + row.height / 2);
    return !hit?.closest(`[data-evento-id="${id}"]`);
  }, pointed);
  expect(coversFirst, 'the waiting count hides the first event').toBe(false);
  // The pointer gone, newer events show as they arrive, at the top of the view.
  await page.mouse.move(5, 5);
  await expect.poll(async () => (await inView()).id).not.toBe(pointed);
  expect((await inView()).place).toBe(1);
  await expect(waiting).toBeHidden();
  const newest = (await inView()).id;
  await expect.poll(async () => (await inView()).id, { timeout: 60_000, intervals: [1_000] }).not.toBe(newest);
  // Screen readers hear of it, not of every item the list adds to the page while scrolling.
  await expect(page.getByTestId('aviso-nuevo-evento')).toHaveText(/^Nuevo evento( crítico)?: .+, .+/);
  await expect(list).not.toHaveAttribute('aria-live');
});

test('the focused event stays in the page however far the feed scrolls, and Tab goes on to the next one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${app.url}/eventos/en-vivo`);
  const list = page.getByTestId('lista-en-vivo');
  await expect.poll(async () => Number(await list.getAttribute('data-total')), { timeout: 60_000 }).toBeGreaterThan(30);
  // The newest event, held by its id: `.first()` resolves again at each use, and a newer event may have come first by then.
  const id = (await list.getByTestId('evento-en-vivo').first().getAttribute('data-evento-id'))!;
  await list.locator(`[data-evento-id="${id}"]`).getByRole('button').focus();

  // Scrolled to the end of the feed, where the list renders only the last events...
  await list.evaluate((ol) => (ol.parentElement!.scrollTop = ol.parentElement!.scrollHeight));
  await expect(list.locator(`[data-evento-id][aria-posinset="${await list.getAttribute('data-total')}"]`)).toBeAttached();
  // ...the focused one stays, and keeps the focus.
  const focused = () => page.evaluate(() => (document.activeElement?.closest('[data-evento-id]') as HTMLElement | null)?.dataset.eventoId ?? null);
  expect(await focused()).toBe(id);

  await page.keyboard.press('Tab');
  const places = await page.evaluate((kept) => {
    const place = (li: Element | null | undefined) => Number(li?.getAttribute('aria-posinset'));
    return { kept: place(document.querySelector(`[data-evento-id="${kept}"]`)), now: place(document.activeElement?.closest('[data-evento-id]')) };
  }, id);
  expect(places.now, 'Tab goes to the next event of the feed').toBe(places.kept + 1);
});
