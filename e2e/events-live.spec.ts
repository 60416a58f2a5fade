import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LIVE_LIMITS } from '@/lib/client/events/live-event-buffer';
import { openSseStream, type SseState } from '@/lib/client/events/sse-client';
import { fleetNow } from '@/lib/client/fleet-clock';
import { catalogEntry, isTipoCritico, CRITICAL_TYPES } from '@/lib/fleet/catalog';
import { flotaSaludSchema } from '@/lib/fleet/flota-api';
import { startApp, startSim, type Server } from './events-stack';
import { sessionCookie } from './support/session-state';
import { upstreamEvents } from './events-upstream';
import { fleetNowOf } from './support/fleet-clock';
import { readLiveFeed } from './support/live-feed';

/**
 * The live feed against its own busy fleet (20,000 vehicles on the suite's fleet clock, a weekday
 * morning: several events a second), a gateway polling every 10 s, and streams the server closes
 * every 15 s (FLOTA_SSE_MAX_AGE_S) to exercise resumption. A second app uses a key without `eventos`.
 * Times of events are the fleet's: the test reads "now" from the embedded API, never the machine.
 */
// Each spec that starts its own servers keeps to its own ports: specs run in parallel.
const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 4110) + 11;
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100) + 11;
const NO_EVENTS_APP_PORT = APP_PORT + 1;
const FRESH_APP_PORT = APP_PORT + 2;
const KEY = 'svc_live_events_busy';
const POLL_S = 10;
const MAX_AGE_S = 15;

test.describe.configure({ mode: 'serial' });

let sim: Server;
let app: Server;
let appWithoutEvents: Server;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sim = await startSim({ port: SIM_PORT, config: 'e2e/fixtures/events-busy-fleet.json' });
  [app, appWithoutEvents] = await Promise.all([
    startApp({
      port: APP_PORT,
      simUrl: sim.url,
      apiKey: KEY,
      env: { FLOTA_EVENTS_POLL_S: String(POLL_S), FLOTA_SSE_MAX_AGE_S: String(MAX_AGE_S) },
    }),
    startApp({ port: NO_EVENTS_APP_PORT, simUrl: sim.url, apiKey: 'svc_live_events_sin_permiso' }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([app?.stop(), appWithoutEvents?.stop()]);
  await sim?.stop();
});

async function shownEvents(page: Page): Promise<{ id: string; fecha: string }[]> {
  return (await readLiveFeed(page)).map(({ id, fecha }) => ({ id, fecha }));
}

test('the live feed shows events as the embedded fleet produces them, each once', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`${app.url}/eventos/en-vivo`);
  await expect(page.getByTestId('estado-conexion')).toHaveAttribute('data-fase', 'conectado');
  const connectedAt = await fleetNowOf(sim.url);

  // New events: ones that happened after this page connected, so they cannot be a replay.
  await expect
    .poll(async () => (await shownEvents(page)).filter((e) => Date.parse(e.fecha) >= connectedAt).length, {
      timeout: 200_000,
      intervals: [1_000],
    })
    .toBeGreaterThan(0);

  const shown = await shownEvents(page);
  expect(new Set(shown.map((e) => e.id)).size).toBe(shown.length);
  // The feed opens with the last hour the gateway holds.
  const truth = new Map((await upstreamEvents(sim.url, KEY, connectedAt - 65 * 60_000, await fleetNowOf(sim.url))).map((e) => [e.id, e]));
  for (const event of shown) {
    expect(truth.get(event.id)?.fecha, `${event.id} is an event of the fleet`).toBeDefined();
    expect(Date.parse(truth.get(event.id)?.fecha ?? '')).toBe(Date.parse(event.fecha));
  }
});

test('a stream the server drops resumes with no duplicate and no gap', async ({ page }) => {
  test.setTimeout(360_000);
  const streamRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/eventos/stream') streamRequests.push(request.headers()['last-event-id'] ?? '');
  });

  // A second subscriber outside the browser sees the wire itself: sequence numbers and ids. Its
  // times are the fleet's (lib/client/fleet-clock.ts learns them from the stream's answer, as a
  // browser does), like the connection times it reports.
  const wire: { seq: number; id: string; at: number }[] = [];
  // What the first connection brought as already happened: an event the gateway published just
  // before it connected may still date from after `desde` as this process estimates it.
  const recent = new Set<string>();
  const opens: number[] = [];
  const close = openSseStream({
    url: `${app.url}/api/eventos/stream`,
    headers: { cookie: sessionCookie('admin') },
    onMessage: (message) => {
      if (message.event === 'reciente') recent.add((JSON.parse(message.data) as { id: string }).id);
      if (message.event !== 'evento') return;
      wire.push({ seq: Number(message.id), id: (JSON.parse(message.data) as { id: string }).id, at: fleetNow() });
    },
    onState: (state: SseState) => {
      if (state.fase === 'conectado') opens.push(state.desde);
    },
  });
  try {
    await expect.poll(() => opens.length).toBeGreaterThan(0);
    // A catch-up under way when the wire connects (this fleet's first round is 40 queries, and can
    // outlast the test before, or start with this wire) sends its critical events as news among
    // its recent ones. What is checked starts once a round has ended after the wire connected.
    const lastRound = async () => {
      const answer = await fetch(`${app.url}/api/salud`, { headers: { cookie: sessionCookie('admin') } });
      return Date.parse(flotaSaludSchema.parse(await answer.json()).eventos.ultimo_ok ?? '');
    };
    await expect.poll(lastRound, { timeout: 120_000, intervals: [1_000] }).toBeGreaterThanOrEqual(opens[0] as number);
    const settled = wire.length;
    const wireConnectedAt = await fleetNowOf(sim.url);
    await page.goto(`${app.url}/eventos/en-vivo`);
    await expect(page.getByTestId('estado-conexion')).toHaveAttribute('data-fase', 'conectado');
    const pageConnectedAt = await fleetNowOf(sim.url);

    // At least two server-side closes, and events on both sides of one of them.
    const straddled = () => opens.slice(1).some((open) => wire.some((e) => e.at < open) && wire.some((e) => e.at > open));
    await expect.poll(() => opens.length >= 3 && straddled(), { timeout: 300_000, intervals: [1_000] }).toBe(true);
    // Whatever happened up to here has been polled within two intervals.
    const checkedUntil = (await fleetNowOf(sim.url)) - 1_000;
    await page.waitForTimeout(2 * POLL_S * 1_000 + 5_000);

    test.info().annotations.push({
      type: 'ventana',
      description: `${wire.length} eventos en el flujo, ${opens.length} conexiones, ${streamRequests.length} del navegador`,
    });
    const seqs = wire.slice(settled).map((e) => e.seq);
    expect(seqs.length, 'news after the first round').toBeGreaterThan(0);
    expect(seqs.every((seq, i) => i === 0 || seq === (seqs[i - 1] as number) + 1), 'consecutive sequence numbers').toBe(true);
    expect(new Set(wire.map((e) => e.id)).size, 'no event twice on the wire').toBe(wire.length);

    const truth = await upstreamEvents(sim.url, KEY, Math.min(wireConnectedAt, pageConnectedAt), checkedUntil);
    const onWire = new Set([...wire.map((e) => e.id), ...recent]);
    const missingOnWire = truth.filter((e) => Date.parse(e.fecha) >= wireConnectedAt && !onWire.has(e.id));
    expect(missingOnWire, 'every event of the window reached the stream').toEqual([]);

    const shown = await shownEvents(page);
    expect(new Set(shown.map((e) => e.id)).size, 'no event twice in the feed').toBe(shown.length);
    const inFeed = new Set(shown.map((e) => e.id));
    // A full feed keeps only the newest events: check from its oldest second on.
    const full = shown.length >= DEFAULT_LIVE_LIMITS.capacity;
    const feedFrom = full ? Math.min(...shown.map((e) => Date.parse(e.fecha))) + 1_000 : pageConnectedAt;
    const missingInFeed = truth.filter((e) => Date.parse(e.fecha) >= feedFrom && !inFeed.has(e.id));
    expect(missingInFeed, 'every event of the window is in the feed').toEqual([]);
    expect(streamRequests.length, 'the browser reconnected').toBeGreaterThanOrEqual(3);
    expect(streamRequests.slice(1).every((id) => id !== ''), 'each reconnection sent Last-Event-ID').toBe(true);
  } finally {
    close();
  }
});

test('a key without the eventos permission gets a clear explanation', async ({ page }) => {
  // The stream opens with any key; the refusal shows once the gateway's poller has asked upstream.
  await page.goto(`${appWithoutEvents.url}/eventos/en-vivo`);
  await expect(page.getByTestId('aviso-clave')).toContainText('no permite ver eventos', { timeout: 45_000 });
  await page.goto(`${appWithoutEvents.url}/eventos?rango=24h`);
  await expect(page.getByTestId('aviso-clave')).toContainText('permiso «eventos»', { timeout: 45_000 });
});

test('critical-event sound and notifications are opt-in and remembered by the browser', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: app.url });
  await page.goto(`${app.url}/eventos/en-vivo`);
  const sound = page.getByLabel('Sonido');
  const notifications = page.getByLabel('Notificaciones');
  await expect(sound).not.toBeChecked();
  await expect(notifications).not.toBeChecked();
  await sound.check();
  await notifications.check();
  await page.reload();
  await expect(page.getByLabel('Sonido')).toBeChecked();
  await expect(page.getByLabel('Notificaciones')).toBeChecked();
  // The map page's panel reads the same choice. It loads after the map's first draw, which for
  // this suite's large fleet can take several seconds on a busy machine.
  await page.goto(`${app.url}/`);
  await expect(page.getByRole('region', { name: 'Eventos en vivo' }).getByLabel('Sonido')).toBeChecked({ timeout: 30_000 });
});

test('critical events that reach an open feed raise notifications; the recent ones a feed opens with do not', async ({ page, context }) => {
  test.setTimeout(240_000);
  // A gateway of its own that nobody watched yet: its first poll, made when this page connects,
  // catches up on the last hour. Listed as recent, but for its critical events, which nobody has
  // seen: they come as news, and those of the last 15 minutes ring.
  const fresh = await startApp({ port: FRESH_APP_PORT, simUrl: sim.url, apiKey: KEY, env: { FLOTA_EVENTS_POLL_S: String(POLL_S) } });
  try {
    await context.grantPermissions(['notifications'], { origin: fresh.url });
    // Notifications already chosen (as the toggle stores them), and each one recorded: title and tag (the event id).
    await page.addInitScript(() => {
      window.localStorage.setItem('flota.eventos.alertas', JSON.stringify({ sonido: false, notificaciones: true }));
      const raised: { title: string; tag: string }[] = [];
      (window as unknown as { avisos: typeof raised }).avisos = raised;
      const Native = window.Notification;
      class Recorded extends Native {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          raised.push({ title, tag: options?.tag ?? '' });
        }
      }
      Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true, writable: true });
    });
    const raised = () => page.evaluate(() => (window as unknown as { avisos: { title: string; tag: string }[] }).avisos);
    const recentIds = async () => new Set((await readLiveFeed(page)).filter((item) => item.reciente).map((item) => item.id));
    const critical = new Set(CRITICAL_TYPES.map((tipo) => catalogEntry(tipo)?.descripcion));

    // What can ring: critical events of the last 14 minutes (still under 15 minutes old when the
    // page receives them). This fleet (seed 23) raises some in every 14-minute window that ends
    // between 10:30 and 12:00 of the fleet's day, when this test runs (it starts at 10:30).
    const opening = await fleetNowOf(sim.url);
    const ringable = (await upstreamEvents(sim.url, KEY, opening - 14 * 60_000, opening)).filter((e) => isTipoCritico(e.tipo));
    expect(ringable.length, 'critical events in the 14 minutes before the page opens').toBeGreaterThan(0);

    await page.goto(`${fresh.url}/eventos/en-vivo`);
    await expect(page.getByLabel('Notificaciones')).toBeChecked();
    await expect.poll(async () => (await raised()).length, { timeout: 60_000 }).toBeGreaterThan(0);
    for (const { title } of await raised()) expect(critical.has(title.split(' · ')[0]), `«${title}» is a critical event`).toBe(true);

    // Opened again: the gateway now holds those events and sends them as recent ones, listed without ringing.
    await page.reload();
    await expect(page.getByTestId('estado-conexion')).toHaveAttribute('data-fase', 'conectado', { timeout: 30_000 });
    // They come at once, ahead of any news; the pointer on the feed holds it still on them while
    // the test reads it (news keeps coming on this fleet, and would push them down and out).
    await expect(page.getByTestId('lista-en-vivo')).not.toHaveAttribute('data-total', '0', { timeout: 30_000 });
    await page.getByTestId('evento-en-vivo').first().hover();
    const listed = await recentIds();
    expect(listed.size).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    expect((await raised()).filter(({ tag }) => listed.has(tag))).toEqual([]);
  } finally {
    await fresh.stop();
  }
});
