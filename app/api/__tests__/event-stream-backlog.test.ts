import { afterEach, describe, expect, it } from 'vitest';
import { STREAM_BACKLOG_MAX } from '@/lib/fleet/flota-api';
import { CRITICAL_TYPES, isTipoCritico } from '@/lib/fleet/catalog';
import { eventoSchema, type Evento } from '@/lib/fleet/schemas/evento';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { SseReader } from '@/lib/testing/sse-reader';

let h: Harness | undefined;
afterEach(() => h?.close());

/**
 * Twelve hours back: past the default hour, so that a late report from three hours ago is still
 * within it. The backlog then reaches as far back as the feed starts. The harness's fleet runs on
 * a weekday morning (TEST_CLOCK), and "now" is the fleet's.
 */
const LOOKBACK_S = 12 * 3600;
const WINDOW = LOOKBACK_S * 1000;
/** Small, so that the twelve hours of the first poll (about 35 events a vehicle from 7 to 19 h) read and compare fast. */
const FLEET = {
  clients: [
    { id: 'cli_1001', name: 'Transportes del Sur', vehicles: 24 },
    { id: 'cli_2002', name: 'Frío Andino', vehicles: 12 },
  ],
};

async function open(query = '', lastEventId?: string): Promise<SseReader> {
  const headers: Record<string, string> = lastEventId ? { 'last-event-id': lastEventId } : {};
  return new SseReader((await callApi(`/api/eventos/stream${query}`, { headers })).body);
}

const parse = (data: string): Evento => eventoSchema.parse(JSON.parse(data));
const named = (reader: SseReader, event: string) => reader.messages.filter((m) => m.event === event);
const caughtUp = (reader: SseReader) => named(reader, 'al_dia').length > 0;

/**
 * Opens a stream before the gateway's first poll and reads it until that poll (one query: under
 * 500 vehicles) is in: a catch-up of what nobody followed, which comes as `reciente` and a second
 * `al_dia`, like a first connection's backlog.
 */
async function followFirstPoll(): Promise<SseReader> {
  const reader = await open();
  await reader.until((r) => named(r, 'al_dia').length >= 2, 30_000);
  return reader;
}

/** What the feed held, as a stream would send it, up to sequence number `head`. */
async function heldUntil(head: string | undefined): Promise<SseReader['messages']> {
  const { resume, unsubscribe } = await h!.gateway.feed.subscribe(() => {}, null);
  unsubscribe();
  return resume.held.filter((item) => item.seq <= Number(head)).map((item) => ({ id: String(item.seq), event: 'evento', data: item.json }));
}

describe('a first connection', () => {
  it('gets the held window as `reciente`, keeping the newest, then `al_dia` at the newest sequence number', async () => {
    h = await startHarness({ sim: FLEET, env: { FLOTA_EVENTS_LOOKBACK_S: String(LOOKBACK_S) } });
    const first = await followFirstPoll();
    const [before, afterCatchUp] = named(first, 'al_dia');
    expect(JSON.parse(before?.data ?? '{}'), 'nothing is held before the first poll').toEqual({ recientes: 0 });
    // The catch-up comes as a first connection's backlog: recent, at most a backlog's worth...
    const caughtUpOn = named(first, 'reciente').map((m) => parse(m.data));
    const caughtUpHeld = (await heldUntil(afterCatchUp?.id)).map((m) => parse(m.data));
    const heldIds = new Set(caughtUpHeld.map((e) => e.id));
    expect(caughtUpOn.length).toBeGreaterThan(0);
    expect(caughtUpOn.length).toBeLessThanOrEqual(STREAM_BACKLOG_MAX);
    expect(caughtUpOn.every((e) => heldIds.has(e.id))).toBe(true);
    expect(JSON.parse(afterCatchUp?.data ?? '{}')).toEqual({ recientes: caughtUpOn.length });
    expect((await heldUntil(afterCatchUp?.id)).at(-1)?.id, 'the cursor passes the whole catch-up').toBe(afterCatchUp?.id);
    // ...but for its critical events (a small fleet may have none), which nobody has seen.
    expect(caughtUpOn.some((e) => isTipoCritico(e.tipo))).toBe(false);
    expect(first.events().every((m) => isTipoCritico(parse(m.data).tipo))).toBe(true);
    // Late reports: one from before the window (held, but not news to a new viewer), one from
    // three hours ago (past the default hour, within this look-back).
    const sample = caughtUpOn[0]!;
    const stale = { ...sample, id: 'evt_tardio', fecha: new Date(h.sim.fleetNow() - WINDOW - 600_000).toISOString() };
    const within = { ...sample, id: 'evt_de_la_tarde', fecha: new Date(h.sim.fleetNow() - 3 * 3_600_000).toISOString() };
    await h.gateway.feed.publish([stale, within]);
    await first.until((r) => r.events().some((m) => parse(m.data).id === within.id));

    const openedAt = h.sim.fleetNow();
    const second = await open();
    await second.until(caughtUp);
    // What the feed held when the second stream opened: by day a poll can land in between.
    const held = await heldUntil(named(second, 'al_dia')[0]?.id);
    const heldEvents = held.map((m) => parse(m.data));
    const recent = named(second, 'reciente');
    const recentEvents = recent.map((m) => parse(m.data));
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThanOrEqual(STREAM_BACKLOG_MAX);
    expect(second.events(), 'nothing old is sent as if it had just happened').toEqual([]);
    expect(recentEvents.map((e) => e.id)).not.toContain(stale.id);
    expect(recentEvents.map((e) => e.id)).toContain(within.id);
    expect(recentEvents.every((e) => Date.parse(e.fecha) >= openedAt - WINDOW - 1_000)).toBe(true);
    const clearlyWithin = heldEvents.filter((e) => Date.parse(e.fecha) >= openedAt - WINDOW + 5_000).map((e) => e.id);
    expect(recentEvents.map((e) => e.id)).toEqual(expect.arrayContaining(clearlyWithin.slice(-STREAM_BACKLOG_MAX)));
    expect(new Set(recentEvents.map((e) => e.id)).size).toBe(recent.length);
    // Oldest first as the gateway numbered them, each with its own sequence number.
    const seqs = recent.map((m) => Number(m.id));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(named(second, 'al_dia')[0]?.id).toBe(held.at(-1)?.id);
    expect(JSON.parse(named(second, 'al_dia')[0]?.data ?? '{}')).toEqual({ recientes: recent.length });
    await Promise.all([first.cancel(), second.cancel()]);
  });

  it('gets the critical events of a catch-up as news, the others as recent ones', async () => {
    h = await startHarness({ sim: FLEET, env: { FLOTA_EVENTS_LOOKBACK_S: String(LOOKBACK_S) } });
    const reader = await followFirstPoll();
    const sample = parse(named(reader, 'reciente')[0]?.data ?? '');
    const at = (minutesAgo: number) => new Date(h!.sim.fleetNow() - minutesAgo * 60_000).toISOString();
    const panic = { ...sample, id: 'evt_panico_sin_ver', tipo: CRITICAL_TYPES[0]!, fecha: at(5) };
    const earlier = { ...sample, id: 'evt_antes', fecha: at(6) };
    const old = { ...sample, id: 'evt_panico_viejo', tipo: CRITICAL_TYPES[0]!, fecha: new Date(h.sim.fleetNow() - WINDOW - 60_000).toISOString() };
    await h.gateway.feed.publish([old, earlier, panic], { recent: true });
    await reader.until((r) => named(r, 'al_dia').length >= 3);
    const last = (event: string) => named(reader, event).map((m) => parse(m.data).id);
    expect(last('evento')).toContain(panic.id);
    expect(last('reciente')).toContain(earlier.id);
    expect([...last('evento'), ...last('reciente')], 'outside the window').not.toContain(old.id);
    await reader.cancel();
  });

  it('gets only the events its filters let through, and resumes from `al_dia` with exactly what it missed', async () => {
    h = await startHarness({ sim: FLEET, env: { FLOTA_EVENTS_LOOKBACK_S: String(LOOKBACK_S) } });
    const everything = await followFirstPoll();
    const ofClient = new Set((await h.gateway.directory.index('interactive')).value.byClient.get('cli_2002'));

    const scoped = await open('?cliente=cli_2002');
    await scoped.until(caughtUp);
    const recent = named(scoped, 'reciente').map((m) => parse(m.data));
    const cursor = named(scoped, 'al_dia')[0]?.id;
    const expected = (await heldUntil(cursor))
      .map((m) => parse(m.data))
      .filter((e) => ofClient.has(e.vehiculo) && Date.parse(e.fecha) >= (h?.sim.fleetNow() ?? 0) - WINDOW + 5_000);
    expect(expected.length).toBeGreaterThan(0);
    expect(recent.every((e) => ofClient.has(e.vehiculo))).toBe(true);
    expect(recent.map((e) => e.id)).toEqual(expect.arrayContaining(expected.slice(-STREAM_BACKLOG_MAX).map((e) => e.id)));
    await scoped.cancel();

    // While it is away, the gateway publishes a batch in which both clients have events.
    const batch = (await heldUntil(cursor)).map((m) => parse(m.data));
    expect(batch.some((e) => !ofClient.has(e.vehiculo))).toBe(true);
    await h.gateway.feed.publish(batch);
    const resumed = await open('?cliente=cli_2002', cursor);
    await resumed.until(caughtUp);
    expect(named(resumed, 'reciente'), 'a resumption brings no backlog').toEqual([]);
    expect(resumed.events().map((m) => parse(m.data).id)).toEqual(batch.filter((e) => ofClient.has(e.vehiculo)).map((e) => e.id));
    const head = Number(cursor) + batch.length;
    expect(named(resumed, 'al_dia')[0]?.id).toBe(String(head));
    await Promise.all([everything.cancel(), resumed.cancel()]);
  });
});
