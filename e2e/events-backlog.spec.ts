import { expect, test } from '@playwright/test';
import { isTipoCritico } from '@/lib/fleet/catalog';
import { STREAM_BACKLOG_MAX } from '@/lib/fleet/flota-api';
import { eventoSchema, type Evento } from '@/lib/fleet/schemas/evento';
import { sessionCookie } from './support/auth';
import { E2E_FEED_LOOKBACK_S } from './support/feed-lookback';
import { fleetNowOf, SUITE_SIM_URL } from './support/fleet-clock';
import { readLiveFeed } from './support/live-feed';
import { readSse, type SseMessage } from './support/sse';

/**
 * What a first connection to the live feed shows at once: the newest events the gateway holds from
 * its look-back window, within the user's clients. Against the shared e2e servers (times are the
 * fleet's: "now" is the embedded API's, never the machine's); `gerente-sur`
 * sees only cli_1001 (e2e/fixtures/users.json) of the key's three clients.
 */
const WINDOW = E2E_FEED_LOOKBACK_S * 1000;
const PROPIO = 'cli_1001';

const eventosDe = (messages: SseMessage[], event: string): Evento[] =>
  messages.filter((m) => m.event === event).map((m) => eventoSchema.parse(JSON.parse(m.data)));
const caughtUp = (messages: SseMessage[]) => messages.some((m) => m.event === 'al_dia');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  // The first stream starts the gateway's events poller, whose first poll fills the buffer with the window.
  const first = await readSse(`${baseURL}/api/eventos/stream`, { cookie: sessionCookie('admin') }, {
    timeoutMs: 90_000,
    stopWhen: (m) => eventosDe(m, 'evento').length + eventosDe(m, 'reciente').length > 0,
  });
  expect(first.status).toBe(200);
});

test('a first connection gets the held window at once, keeping the newest, each event once, only of the user’s clients', async ({ request, baseURL }) => {
  const url = `${baseURL}/api/eventos/stream`;
  const vehiculos = (await (await request.get('/api/vehiculos')).json()) as { datos: { id: string; cliente: { id: string } }[] };
  const propios = new Set(vehiculos.datos.filter((v) => v.cliente.id === PROPIO).map((v) => v.id));

  const openedAt = await fleetNowOf(SUITE_SIM_URL);
  const admin = await readSse(url, { cookie: sessionCookie('admin') }, { timeoutMs: 10_000, stopWhen: caughtUp });
  const sur = await readSse(url, { cookie: sessionCookie('gerente-sur') }, { timeoutMs: 10_000, stopWhen: caughtUp });
  expect(caughtUp(admin.messages) && caughtUp(sur.messages), 'both streams said they were caught up').toBe(true);

  const todos = eventosDe(admin.messages, 'reciente');
  expect(todos.length).toBeGreaterThan(0);
  expect(todos.some((e) => !propios.has(e.vehiculo)), 'the feed does hold other clients’ events').toBe(true);
  expect(todos.length).toBeLessThanOrEqual(STREAM_BACKLOG_MAX);
  expect(todos.every((e) => Date.parse(e.fecha) >= openedAt - WINDOW - 1_000)).toBe(true);
  expect(new Set(todos.map((e) => e.id)).size).toBe(todos.length);

  const suyos = eventosDe(sur.messages, 'reciente');
  expect(suyos.length).toBeGreaterThan(0);
  expect(suyos.filter((e) => !propios.has(e.vehiculo)), 'no other client’s event reaches a scoped user').toEqual([]);
  // A full backlog starts at its oldest event: older ones were left out for newer, not lost.
  const desde = Math.max((await fleetNowOf(SUITE_SIM_URL)) - WINDOW + 5_000, suyos.length === STREAM_BACKLOG_MAX ? Date.parse(suyos[0]?.fecha ?? '') + 1 : 0);
  const esperados = todos.filter((e) => propios.has(e.vehiculo) && Date.parse(e.fecha) >= desde).map((e) => e.id);
  expect(suyos.map((e) => e.id)).toEqual(expect.arrayContaining(esperados));
});

test('the feed page lists the recent events at once, newest first, critical ones marked', async ({ page }) => {
  await page.goto('/eventos/en-vivo');
  await expect(page.getByTestId('estado-conexion')).toHaveAttribute('data-fase', 'conectado');
  const openedAt = await fleetNowOf(SUITE_SIM_URL);
  const items = page.getByTestId('evento-en-vivo');
  // Well before the gateway's next poll (every 2 minutes here).
  await expect(items.first()).toBeVisible({ timeout: 5_000 });
  const shown = (await readLiveFeed(page)).map((item) => ({ ...item, fecha: Date.parse(item.fecha) }));
  expect(shown.some((e) => e.fecha < openedAt - 60_000), 'events from before the page opened').toBe(true);
  expect(new Set(shown.map((e) => e.id)).size).toBe(shown.length);
  const fechas = shown.map((e) => e.fecha);
  expect(fechas).toEqual([...fechas].sort((a, b) => b - a));
  for (const e of shown) expect(e.critico, `${e.id} (${e.tipo})`).toBe(isTipoCritico(e.tipo));
});
