import { expect, test } from '@playwright/test';
import { openSseStream } from '@/lib/client/events/sse-client';
import { freshDataDir } from '@/lib/testing/fresh-data-dir';
import { upstreamEvents } from './events-upstream';
import { startApp, type AppProcess } from './support/app-process';
import { SUITE_SIM_URL, fleetNowOf } from './support/fleet-clock';
import { E2E_AUTH_ENV, sessionCookie } from './support/session-state';

/**
 * The live feed is the store's event log (lib/gateway/stored-event-feed.ts): a stream that was
 * open when the server restarted resumes on the new process, on the same data directory, from
 * its Last-Event-ID, with nothing lost and nothing twice. One production server on the suite's
 * port +50, restarted once, against the suite's Fleet API (about 15 events a minute), followed
 * by the app's own SSE client, which reconnects with Last-Event-ID as the browser's does.
 */
const PORT = Number(process.env.E2E_APP_PORT ?? 3100) + 50;
const KEY = 'svc_live_e2e_central';
const POLL_S = 10;

interface WireMessage {
  conexion: number;
  event: string;
  seq: number | null;
  evento: { id: string; fecha: string } | null;
}

let app: AppProcess | undefined;
test.afterEach(async () => {
  await app?.stop();
});

async function start(env: Record<string, string>): Promise<AppProcess> {
  const started = await startApp(env, { port: PORT, timeoutMs: 120_000 });
  const up = await fetch(`${started.url}/ingresar`).then((r) => r.ok, () => false);
  if (!up) throw new Error(`Flota no arrancó en ${started.url}:\n${started.output()}`);
  return started;
}

test('an open live feed resumes across a restart from the event log: none lost, none twice, no hueco', async () => {
  test.setTimeout(300_000);
  const env = {
    ...E2E_AUTH_ENV,
    FLEET_API_BASE_URL: SUITE_SIM_URL,
    FLEET_API_KEY: KEY,
    FLOTA_EVENTS_POLL_S: String(POLL_S),
    FLOTA_DATA_DIR: freshDataDir(),
  };
  app = await start(env);
  const openedAt = await fleetNowOf(SUITE_SIM_URL);
  const wire: WireMessage[] = [];
  let conexiones = 0;
  const close = openSseStream({
    url: `${app.url}/api/eventos/stream`,
    headers: { cookie: sessionCookie('admin') },
    onMessage: ({ event, id, data }) => {
      if (event === 'estado') return;
      const evento = event === 'evento' || event === 'reciente' ? (JSON.parse(data) as { id: string; fecha: string }) : null;
      wire.push({ conexion: conexiones, event: event ?? 'message', seq: id ? Number(id) : null, evento });
    },
    onState: (state) => {
      if (state.fase === 'conectado') conexiones++;
    },
  });
  try {
    // The first poll's catch-up, then news from a later poll: the feed is live.
    await expect
      .poll(() => wire.some((m) => m.event === 'evento' && Date.parse(m.evento?.fecha ?? '') >= openedAt), { timeout: 120_000, intervals: [1_000] })
      .toBe(true);
    await app.stop();
    // The fleet's clock counts whole seconds: what it dates in the second the server stopped in may still have reached it.
    const stoppedAt = (await fleetNowOf(SUITE_SIM_URL)) + 1_000;
    const lastSeen = Math.max(...wire.flatMap((m) => (m.seq === null ? [] : [m.seq])));
    // Down until the fleet has had events nobody followed: the new process must catch up on them.
    await expect
      .poll(
        async () => {
          const now = await fleetNowOf(SUITE_SIM_URL);
          return now < stoppedAt ? 0 : (await upstreamEvents(SUITE_SIM_URL, KEY, stoppedAt, now)).length;
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .toBeGreaterThanOrEqual(2);
    const restartedAt = await fleetNowOf(SUITE_SIM_URL);
    app = await start(env);
    await expect.poll(() => conexiones, { timeout: 120_000 }).toBeGreaterThanOrEqual(2);
    // Whatever happened up to here is polled within two intervals, late reports included.
    const checkedUntil = (await fleetNowOf(SUITE_SIM_URL)) - 1_000;
    await new Promise((resolve) => setTimeout(resolve, (2 * POLL_S + 5) * 1_000));

    expect(wire.filter((m) => m.event === 'hueco'), 'no hueco').toEqual([]);
    const afterRestart = wire.filter((m) => m.conexion >= 2);
    expect(afterRestart.every((m) => m.seq === null || m.seq > lastSeen || (m.event === 'al_dia' && m.seq === lastSeen)), 'the new process goes on after the last id').toBe(true);
    const events = wire.filter((m) => m.evento !== null);
    const seqs = events.map((m) => m.seq ?? 0);
    expect(seqs.every((seq, i) => i === 0 || seq > (seqs[i - 1] as number)), 'ids only grow, across the restart').toBe(true);
    const ids = events.map((m) => m.evento?.id);
    expect(new Set(ids).size, 'no event twice').toBe(ids.length);
    const down = await upstreamEvents(SUITE_SIM_URL, KEY, stoppedAt, restartedAt);
    const resumed = new Set(afterRestart.map((m) => m.evento?.id));
    const seenOn = new Map(events.map((m) => [m.evento?.id, m.conexion]));
    expect(down.length).toBeGreaterThanOrEqual(2);
    expect(
      down.filter((e) => !resumed.has(e.id)).map((e) => `${e.id} ${e.fecha}: ${seenOn.has(e.id) ? `conexión ${seenOn.get(e.id)}` : 'nunca'}`),
      'what happened while the server was down reached the resumed stream',
    ).toEqual([]);

    const truth = await upstreamEvents(SUITE_SIM_URL, KEY, openedAt, checkedUntil);
    const received = new Set(ids);
    expect(truth.filter((e) => !received.has(e.id)), 'every event of the span, before, during and after the restart').toEqual([]);
    test.info().annotations.push({
      type: 'flujo',
      description: `${events.length} eventos (${down.length} con el servidor caído, último id antes: ${lastSeen}), ${truth.length} en el Fleet API`,
    });
  } finally {
    close();
  }
});
