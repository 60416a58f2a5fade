import { afterEach, describe, expect, it } from 'vitest';
import { eventoSchema, type Evento } from '@/lib/fleet/schemas/evento';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { heldEvents, publishNews } from '@/lib/testing/feed-news';
import { SseReader } from '@/lib/testing/sse-reader';

let h: Harness | undefined;
afterEach(() => h?.close());

function connect(lastEventId?: string) {
  const controller = new AbortController();
  const headers: Record<string, string> = lastEventId ? { 'last-event-id': lastEventId } : {};
  const response = callApi('/api/eventos/stream', { headers, signal: controller.signal });
  return { controller, reader: response.then((r) => new SseReader(r.body)) };
}

describe('the live event stream', () => {
  it('resumes after Last-Event-ID with every event once, in order', async () => {
    h = await startHarness({ env: { FLOTA_EVENTS_LOOKBACK_S: '86400' } });
    // Both subscribe before the news: a stream without Last-Event-ID gets only newer events.
    const leaving = connect();
    const [witness, first] = await Promise.all([connect().reader, leaving.reader]);
    await publishNews(h, 60);
    await first.until((r) => r.events().length >= 5);
    const seen = first.events().slice(0, 5);
    leaving.controller.abort();
    await first.cancel();

    const resumed = await connect(seen.at(-1)?.id).reader;
    await witness.until((r) => r.events().length >= 40);
    const expected = witness.events().slice(0, 40).map((m) => m.id);
    await resumed.until((r) => r.events().some((m) => m.id === expected.at(-1)));
    const got = [...seen, ...resumed.events()].map((m) => m.id).slice(0, expected.length);
    expect(got).toEqual(expected);
    expect(new Set(got).size).toBe(got.length);
    expect(got.map(Number)).toEqual([...got.map(Number)].sort((a, b) => a - b));
    for (const m of witness.events()) eventoSchema.parse(JSON.parse(m.data));
    await Promise.all([witness.cancel(), resumed.cancel()]);
    expect(h.gateway.feed.subscribers()).toBe(0);
  });
});

describe('stream upkeep', () => {
  it('starts with the health, beats every second here, and closes itself at the maximum age', async () => {
    h = await startHarness({ env: { FLOTA_SSE_HEARTBEAT_S: '1', FLOTA_SSE_MAX_AGE_S: '3' } });
    const started = Date.now();
    const reader = await connect().reader;
    await reader.until((r) => r.messages.length > 0);
    expect(reader.messages[0]?.event).toBe('estado');
    expect(JSON.parse(reader.messages[0]?.data ?? '{}')).toHaveProperty('posiciones.intervalo_s');
    await reader.until((r) => r.comments >= 2);
    await reader.until((r) => r.closed, 5_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect(h.gateway.feed.subscribers()).toBe(0);
  });

  /** More events in one publish than a stream may be behind its reader (`MAX_QUEUED_CHUNKS`). */
  const BURST = 2_500;
  /** `BURST` copies of the first event the feed holds, each with an id of its own. */
  async function burst(harness: Harness): Promise<Evento[]> {
    const model = (await heldEvents(harness))[0]!;
    return Array.from({ length: BURST }, (_, i) => ({ ...model, id: `${model.id}_rafaga_${i}` }));
  }

  it('gets a reader that keeps reading a burst of more events than that limit in one publish, whole, on the same stream', async () => {
    h = await startHarness({ env: { FLOTA_EVENTS_LOOKBACK_S: '86400' } });
    const reader = await connect().reader;
    const events = await burst(h);
    void h.gateway.feed.publish(events);
    const ofBurst = () => reader.events().filter((m) => m.data.includes('_rafaga_'));
    await reader.until(() => ofBurst().length === BURST, 30_000);
    expect(ofBurst().map((m) => eventoSchema.parse(JSON.parse(m.data)).id)).toEqual(events.map((e) => e.id));
    expect(reader.closed).toBe(false);
    expect(h.gateway.feed.subscribers()).toBe(1);
    await reader.cancel();
  });

  it('closes a stream whose reader stopped reading once more comes while it is that far behind', async () => {
    h = await startHarness({ env: { FLOTA_EVENTS_LOOKBACK_S: '86400' } });
    const reading = await connect().reader;
    const events = await burst(h);
    await reading.cancel();
    // Opened, then never read again.
    await connect().reader;
    expect(h.gateway.feed.subscribers()).toBe(1);
    void h.gateway.feed.publish(events);
    expect(h.gateway.feed.subscribers(), 'one burst is queued whole').toBe(1);
    void h.gateway.feed.publish(events.slice(0, 1).map((e) => ({ ...e, id: `${e.id}_despues` })));
    expect(h.gateway.feed.subscribers()).toBe(0);
  });

  it('tells a client whose Last-Event-ID left the buffer that it missed events', async () => {
    h = await startHarness();
    const reader = await connect('1').reader;
    await reader.until((r) => r.messages.some((m) => m.event === 'hueco'));
    await reader.cancel();
  });

  it('sends only the events of the asked clients and types', async () => {
    h = await startHarness({ env: { FLOTA_EVENTS_LOOKBACK_S: '86400' } });
    const filtered = callApi('/api/eventos/stream?cliente=cli_2002&tipos=encendido,apagado');
    const [all, some] = await Promise.all([connect().reader, filtered.then((r) => new SseReader(r.body))]);
    const news = await publishNews(h, 400);
    const ofNews = (reader: SseReader) => reader.events().map((m) => eventoSchema.parse(JSON.parse(m.data))).filter((e) => news.some((n) => n.id === e.id));
    await all.until((r) => ofNews(r).length === news.length);
    const ofClient = new Set((await h.gateway.directory.index('interactive')).value.byClient.get('cli_2002'));
    const wanted = ofNews(all).filter((e) => ofClient.has(e.vehiculo) && ['encendido', 'apagado'].includes(e.tipo));
    expect(wanted.length).toBeGreaterThan(0);
    await some.until((r) => ofNews(r).length >= wanted.length);
    expect(ofNews(some).map((e) => e.id)).toEqual(wanted.map((e) => e.id));
    expect(some.events().map((m) => eventoSchema.parse(JSON.parse(m.data))).every((e) => ofClient.has(e.vehiculo))).toBe(true);
    await Promise.all([all.cancel(), some.cancel()]);
  });
});
