import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { testEvento } from '@/lib/testing/store-events';
import { ENGINES, type StorePlace, adminQuery, storePlace } from '@/lib/testing/store-places';
import { eventLogBounds, eventsAfter, pruneEventLog } from '@/lib/store/event-log';
import type { Store } from '@/lib/store/store';
import type { FeedItem, Resume } from './event-feed';
import type { LogFields, Logger } from './logger';
import { StoredEventFeed } from './stored-event-feed';

const T0 = Date.parse('2026-11-20T08:00:00-03:00');
const DAY = 86_400_000;

interface Heard {
  resume: Resume;
  /** What the listener heard, call by call. */
  calls: FeedItem[][];
  seqs(): number[];
  unsubscribe(): void;
}

async function listen(feed: StoredEventFeed, afterSeq: number | null): Promise<Heard> {
  const calls: FeedItem[][] = [];
  const { resume, unsubscribe } = await feed.subscribe((items) => calls.push([...items]), afterSeq);
  return { resume, calls, seqs: () => calls.flat().map((item) => item.seq), unsubscribe };
}

let round = 0;
/** `n` new events, a second apart, with ids no other batch of the run has. */
function batch(n: number, tipo = 'exceso_velocidad'): Evento[] {
  round++;
  return Array.from({ length: n }, (_, i) => testEvento(`veh_${round}x${i}`, T0 + round * 60_000 + i * 1_000, tipo));
}

async function logSeqsAfter(store: Store, after: number): Promise<number[]> {
  return (await eventsAfter(store, after, { limit: 100_000 })).events.map((e) => e.seq);
}

describe.each(ENGINES)('stored event feed (%s)', (engine) => {
  let place: StorePlace;
  let a: Store;
  let b: Store;
  let now = T0;
  const lines: { nivel: string; msg: string; fields?: LogFields }[] = [];
  const log: Logger = {
    info: (msg, fields) => lines.push({ nivel: 'info', msg, fields }),
    warn: (msg, fields) => lines.push({ nivel: 'warn', msg, fields }),
    error: (msg, fields) => lines.push({ nivel: 'error', msg, fields }),
  };
  const feeds: StoredEventFeed[] = [];
  const feedOn = (store: Store, capacity = 50) => {
    const feed = new StoredEventFeed({ store, capacity, log });
    feeds.push(feed);
    return feed;
  };

  beforeAll(async () => {
    place = await storePlace(engine);
    // Two instances on one database (on the embedded engine, two handles on one PGlite, as two bundles of one process).
    [a, b] = await Promise.all([place.open({ instanceId: 'a', now: () => now, onError: () => {} }), place.open({ instanceId: 'b', now: () => now, onError: () => {} })]);
  });
  afterEach(() => {
    feeds.splice(0).forEach((feed) => feed.close());
    lines.length = 0;
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await place.remove();
  });

  it('numbers each event once by its seq in the log, and a feed that restarted resumes after any number with none lost or repeated', async () => {
    const first = feedOn(a);
    const live = await listen(first, null);
    const start = (await eventLogBounds(a)).highSeq;
    const sent = batch(6);
    await first.publish(sent.slice(0, 4));
    await first.publish(sent.slice(2)); // overlaps, as a follower's queries do
    expect(live.seqs()).toEqual(await logSeqsAfter(a, start));
    expect(live.calls.flat().map((item) => item.evento.id)).toEqual(sent.map((e) => e.id));
    first.close();

    // Another process on the same store, with more events coming from another instance while it resumes.
    const again = feedOn(a);
    const mid = live.seqs()[2]!;
    const other = feedOn(b);
    const coming = (async () => {
      for (let i = 0; i < 10; i++) await other.publish(batch(3));
    })();
    const resumed = await listen(again, mid);
    await coming;
    const high = (await eventLogBounds(a)).highSeq;
    await expect.poll(() => resumed.seqs().at(-1) ?? resumed.resume.backlog.at(-1)?.seq).toBe(high);
    const got = [...resumed.resume.backlog.map((item) => item.seq), ...resumed.seqs()];
    expect(got).toEqual(await logSeqsAfter(a, mid));
    expect(resumed.resume.gap).toBe(false);
    expect(resumed.resume.head).toBe(resumed.resume.backlog.at(-1)?.seq ?? mid);
  });

  it('lets two instances hear each other through the store, in one order', async () => {
    const [fa, fb] = [feedOn(a), feedOn(b)];
    const [la, lb] = await Promise.all([listen(fa, null), listen(fb, null)]);
    const start = (await eventLogBounds(a)).highSeq;
    await fb.publish(batch(3));
    await fa.publish(batch(2));
    await fb.publish(batch(1));
    const all = await logSeqsAfter(a, start);
    expect(all).toHaveLength(6);
    // Neither hears its own events any sooner than the other's: both follow the log.
    await expect.poll(() => la.seqs()).toEqual(all);
    await expect.poll(() => lb.seqs()).toEqual(all);
    expect(la.calls.flat().map((item) => item.json)).toEqual(lb.calls.flat().map((item) => item.json));
  });

  it("carries a catch-up's flag to every instance, live and on a resume, one kind per call", async () => {
    const [fa, fb] = [feedOn(a), feedOn(b)];
    const la = await listen(fa, null);
    const start = (await eventLogBounds(a)).highSeq;
    await fb.publish(batch(3), { recent: true });
    await fb.publish(batch(2));
    await expect.poll(() => la.seqs().length).toBe(5);
    for (const call of la.calls) expect(new Set(call.map((item) => item.recent)).size).toBe(1);
    expect(la.calls.flat().map((item) => item.recent)).toEqual([true, true, true, false, false]);
    const resumed = await listen(feedOn(a), start);
    expect(resumed.resume.backlog.map((item) => item.recent)).toEqual([true, true, true, false, false]);
  });

  it('tells a stream it missed events only when the log no longer holds them or never handed out its number', async () => {
    const fa = feedOn(a, 5);
    await fa.publish(batch(3));
    const before = (await eventLogBounds(a)).highSeq;
    const old = before - 2;
    now += 2 * DAY;
    await pruneEventLog(a, now - DAY);
    const kept = batch(2);
    await fa.publish(kept);
    // A new process: what it holds comes from the log, which no longer has what came after `old`.
    const fresh = feedOn(b, 5);
    const pruned = await listen(fresh, old);
    expect(pruned.resume.gap).toBe(true);
    expect(pruned.resume.backlog.map((item) => item.evento.id)).toEqual(kept.map((e) => e.id));
    const whole = await listen(fresh, before);
    expect(whole.resume).toMatchObject({ gap: false, held: [] });
    expect(whole.resume.backlog.map((item) => item.evento.id)).toEqual(kept.map((e) => e.id));
    // A number this log never gave (another database, or the epoch-based numbers of a feed kept in memory).
    const foreign = await listen(fresh, Date.now());
    expect(foreign.resume).toMatchObject({ gap: true, backlog: [], head: (await eventLogBounds(a)).highSeq });
    expect(foreign.resume.held.map((item) => item.evento.id)).toEqual(kept.map((e) => e.id));
    await fa.publish(batch(1));
    await expect.poll(() => foreign.seqs()).toHaveLength(1);
  });

  it('replays at most its capacity to a stream far behind: the newest, told as missed', async () => {
    const fa = feedOn(a, 4);
    const start = (await eventLogBounds(a)).highSeq;
    await fa.publish(batch(7));
    const all = await logSeqsAfter(a, start);
    const behind = await listen(feedOn(b, 4), start);
    expect(behind.resume.gap).toBe(true);
    expect(behind.resume.backlog.map((item) => item.seq)).toEqual(all.slice(-4));
  });

  it('starts a stream whose number another instance handed out, not yet read here, right after it', async () => {
    const [fa, fb] = [feedOn(a), feedOn(b)];
    const la = await listen(fa, null);
    const lb = await listen(fb, null);
    await fb.publish(batch(2));
    const handed = lb.seqs().at(-1)!;
    // However far `fa` has read by now, the stream asks after `handed`: nothing before it may come again.
    const ahead = await listen(fa, handed);
    expect(ahead.resume).toMatchObject({ backlog: [], gap: false, head: handed });
    await fb.publish(batch(1));
    await expect.poll(() => la.seqs().length).toBe(3);
    await expect.poll(() => ahead.seqs()).toEqual([lb.seqs().at(-1)]);
  });

  it.runIf(engine === 'server')('keeps what it could not append while the database is out of reach, and appends it in order when it returns', async () => {
    const fa = feedOn(a);
    const la = await listen(fa, null);
    const start = (await eventLogBounds(a)).highSeq;
    const name = new URL(place.env.DATABASE_URL!).pathname.slice(1);
    const [first, second, third] = [batch(2), batch(2), batch(1)];
    await adminQuery(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    try {
      await expect(fa.publish(first)).rejects.toMatchObject({ codigo: 'error_interno', status: 503 });
      await expect(fa.publish(second, { recent: true })).rejects.toThrow();
    } finally {
      await adminQuery(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    expect(lines.filter((line) => line.nivel === 'error')).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('postgres://');
    await fa.publish(third);
    expect(lines.at(-1)).toMatchObject({ nivel: 'info' });
    const logged = (await eventsAfter(a, start, { limit: 100 })).events;
    expect(logged.map((e) => (JSON.parse(e.json) as Evento).id)).toEqual([...first, ...second, ...third].map((e) => e.id));
    expect(logged.map((e) => e.recent)).toEqual([false, false, true, true, false]);
    await expect.poll(() => la.seqs()).toEqual(logged.map((e) => e.seq));
  });
});
