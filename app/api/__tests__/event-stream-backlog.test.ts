import { afterEach, describe, expect, it } from 'vitest';
import { GET as stream } from '@/app/api/eventos/stream/route';
import { eventoSchema, type Evento } from '@/lib/fleet/schemas/evento';
import { callRoute, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { SseReader } from '@/lib/testing/sse-reader';

let h: Harness | undefined;
afterEach(() => h?.close());

const HOUR = 3_600_000;
// Busy enough that the last hours hold a few hundred events at any time of day.
const FLEET = {
  clients: [
    { id: 'cli_1001', name: 'Transportes del Sur', vehicles: 300 },
    { id: 'cli_2002', name: 'Frío Andino', vehicles: 150 },
  ],
};

async function open(query = '', lastEventId?: string): Promise<SseReader> {
  const headers: Record<string, string> = lastEventId ? { 'last-event-id': lastEventId } : {};
  return new SseReader((await callRoute(stream, `/api/eventos/stream${query}`, { headers })).body);
}

const parse = (data: string): Evento => eventoSchema.parse(JSON.parse(data));
const named = (reader: SseReader, event: string) => reader.messages.filter((m) => m.event === event);
const caughtUp = (reader: SseReader) => named(reader, 'al_dia').length > 0;

/** Opens a stream and reads it until the gateway's first poll (one query: under 500 vehicles) is all in. */
async function followFirstPoll(): Promise<SseReader> {
  const reader = await open();
  await reader.until((r) => r.events().length > 0, 30_000);
  const probe = await open('?tipos=panico');
  await probe.until(caughtUp);
  const head = named(probe, 'al_dia')[0]?.id;
  await probe.cancel();
  await reader.until((r) => r.events().at(-1)?.id === head);
  return reader;
}

describe('a first connection', () => {
  it('gets the last hour the gateway holds as `reciente`, then `al_dia` at the newest sequence number', async () => {
    // Three hours of look-back: the buffer then holds events older than the backlog's hour too.
    h = await startHarness({ sim: FLEET, env: { FLOTA_EVENTS_LOOKBACK_S: String(3 * 3600) } });
    const first = await followFirstPoll();
    expect(named(first, 'reciente'), 'nothing is held before the first poll').toEqual([]);
    const held = first.events();
    const heldEvents = held.map((m) => parse(m.data));
    expect(heldEvents.some((e) => Date.parse(e.fecha) < Date.now() - HOUR - 60_000), 'the buffer reaches past the hour').toBe(true);

    const openedAt = Date.now();
    const second = await open();
    await second.until(caughtUp);
    const recent = named(second, 'reciente');
    const recentEvents = recent.map((m) => parse(m.data));
    expect(recent.length).toBeGreaterThan(0);
    expect(second.events(), 'nothing old is sent as if it had just happened').toEqual([]);
    expect(recentEvents.every((e) => Date.parse(e.fecha) >= openedAt - HOUR - 1_000)).toBe(true);
    const clearlyWithin = heldEvents.filter((e) => Date.parse(e.fecha) >= openedAt - HOUR + 5_000).map((e) => e.id);
    expect(recentEvents.map((e) => e.id)).toEqual(expect.arrayContaining(clearlyWithin));
    expect(new Set(recentEvents.map((e) => e.id)).size).toBe(recent.length);
    // Oldest first as the gateway numbered them, each with its own sequence number.
    const seqs = recent.map((m) => Number(m.id));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(named(second, 'al_dia')[0]?.id).toBe(held.at(-1)?.id);
    expect(JSON.parse(named(second, 'al_dia')[0]?.data ?? '{}')).toEqual({ recientes: recent.length });
    await Promise.all([first.cancel(), second.cancel()]);
  });

  it('gets only the events its filters let through, and resumes from `al_dia` with exactly what it missed', async () => {
    // Six hours back: after midnight the small fleet's last hour may hold one client's events alone.
    h = await startHarness({ sim: FLEET, env: { FLOTA_EVENTS_LOOKBACK_S: '21600' } });
    const everything = await followFirstPoll();
    const ofClient = new Set((await h.gateway.directory.index('interactive')).value.byClient.get('cli_2002'));

    const scoped = await open('?cliente=cli_2002');
    await scoped.until(caughtUp);
    const recent = named(scoped, 'reciente').map((m) => parse(m.data));
    const expected = everything
      .events()
      .map((m) => parse(m.data))
      .filter((e) => ofClient.has(e.vehiculo) && Date.parse(e.fecha) >= Date.now() - HOUR + 5_000);
    expect(expected.length).toBeGreaterThan(0);
    expect(recent.every((e) => ofClient.has(e.vehiculo))).toBe(true);
    expect(recent.map((e) => e.id)).toEqual(expect.arrayContaining(expected.map((e) => e.id)));
    const cursor = named(scoped, 'al_dia')[0]?.id;
    await scoped.cancel();

    // While it is away, the gateway publishes a batch in which both clients have events.
    const batch = everything.events().map((m) => parse(m.data));
    expect(batch.some((e) => !ofClient.has(e.vehiculo))).toBe(true);
    h.gateway.feed.publish(batch);
    const resumed = await open('?cliente=cli_2002', cursor);
    await resumed.until(caughtUp);
    expect(named(resumed, 'reciente'), 'a resumption brings no backlog').toEqual([]);
    expect(resumed.events().map((m) => parse(m.data).id)).toEqual(batch.filter((e) => ofClient.has(e.vehiculo)).map((e) => e.id));
    const head = Number(cursor) + batch.length;
    expect(named(resumed, 'al_dia')[0]?.id).toBe(String(head));
    await Promise.all([everything.cancel(), resumed.cancel()]);
  });
});
