import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { testEvento } from '@/lib/testing/store-events';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { dayRange } from './argentina-days';
import { CHANNELS } from './channels';
import { coverageGaps, eventCoverageIn } from './event-coverage';
import { type LoggedEvent, appendEvents, eventLogBounds, eventsAfter, newestEventsAfter, pruneEventLog } from './event-log';
import { eventsInRange, eventsInRangeJson } from './event-log-range';
import type { Store } from './store';

const eventoOf = (logged: LoggedEvent): Evento => JSON.parse(logged.json) as Evento;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const T0 = Date.parse('2026-11-20T08:00:00-03:00');
const MIN = 60_000;
/** A day closed long before the tests' clock (T0, and T0 + 30 days for retention). */
const CLOSED_DAY = '2026-11-10';
/** The key's scope the spans are read for (a digest of its vehicles, made by the gateway). */
const SCOPE = 'alcance-de-prueba';

async function readAll(store: Store, after = 0, limit = 1_000): Promise<number[]> {
  const seqs: number[] = [];
  for (;;) {
    const { events, through } = await eventsAfter(store, after, { limit });
    seqs.push(...events.map((e) => e.seq));
    if (through === after) return seqs;
    after = through;
  }
}

describe.each(ENGINES)('event log (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  let now = T0;
  const errors: Error[] = [];
  beforeAll(async () => {
    place = await storePlace(engine);
    store = await place.open({ now: () => now, onError: (error) => errors.push(error) });
  });
  afterAll(async () => {
    await store.close();
    await place.remove();
  });

  it('keeps each event once, numbered in order of time, and resumes after any number', async () => {
    const a = testEvento('veh_a1', T0 + 2 * MIN);
    const b = testEvento('veh_a2', T0 + MIN);
    const c = testEvento('veh_a1', T0 + 3 * MIN);
    expect(await appendEvents(store, [a, b, a])).toMatchObject({ appended: 2 });
    const second = await appendEvents(store, [b, c, a]);
    expect(second.appended).toBe(1);
    const { events, through, resumable } = await eventsAfter(store, 0, { limit: 10 });
    expect(events.map(eventoOf)).toEqual([b, a, c]);
    expect(events[0]).toMatchObject({ vehiculo: b.vehiculo, tipo: b.tipo, json: JSON.stringify(b) });
    expect(events.map((e) => e.seq)).toEqual([...events.map((e) => e.seq)].sort((x, y) => x - y));
    expect(through).toBe(second.highSeq);
    expect(resumable).toBe(true);
    const [first] = events;
    expect((await eventsAfter(store, first!.seq, { limit: 10 })).events.map((e) => eventoOf(e).id)).toEqual([a.id, c.id]);
    // Nothing new: the same answer again, and a later number than any handed out is not resumable.
    expect(await eventsAfter(store, through, { limit: 10 })).toEqual({ events: [], through, resumable: true });
    expect((await eventsAfter(store, through + 1_000, { limit: 10 })).resumable).toBe(false);
  });

  it('keeps whether a catch-up wrote an event, and gives the newest events after a number', async () => {
    const start = (await eventLogBounds(store)).highSeq;
    await appendEvents(store, [testEvento('veh_q1', T0 + 20 * MIN), testEvento('veh_q2', T0 + 21 * MIN)], { recent: true });
    // Written again live, an event keeps the flag of its first writing: it is the same event.
    await appendEvents(store, [testEvento('veh_q2', T0 + 21 * MIN), testEvento('veh_q3', T0 + 22 * MIN)]);
    const { events } = await eventsAfter(store, start, { limit: 10 });
    expect(events.map((e) => [eventoOf(e).id, e.recent])).toEqual([
      [testEvento('veh_q1', T0 + 20 * MIN).id, true],
      [testEvento('veh_q2', T0 + 21 * MIN).id, true],
      [testEvento('veh_q3', T0 + 22 * MIN).id, false],
    ]);
    const seqs = events.map((e) => e.seq);
    // Writing again what the log holds draws no number: they stay dense, as a stream sees them.
    expect(seqs).toEqual([start + 1, start + 2, start + 3]);
    const newest = await newestEventsAfter(store, start, { limit: 2 });
    expect(newest.events.map((e) => e.seq)).toEqual(seqs.slice(1));
    expect(newest.highSeq).toBe(seqs[2]);
    expect((await newestEventsAfter(store, start, { limit: 5 })).events.map((e) => e.seq)).toEqual(seqs);
    expect((await newestEventsAfter(store, seqs[2]!, { limit: 5 })).events).toEqual([]);
  });

  it('moves past events a filtered stream leaves out', async () => {
    const start = (await eventLogBounds(store)).highSeq;
    const mine = testEvento('veh_f1', T0 + 10 * MIN, 'panico');
    await appendEvents(store, [testEvento('veh_f2', T0 + 10 * MIN), mine, testEvento('veh_f1', T0 + 11 * MIN, 'apagado')]);
    const page = await eventsAfter(store, start, { limit: 10, vehiculos: ['veh_f1'], tipos: ['panico'] });
    expect(page.events.map(eventoOf)).toEqual([mine]);
    expect(page.through).toBe(start + 3);
    const limited = await eventsAfter(store, start, { limit: 1, vehiculos: ['veh_f1'] });
    expect(limited.through).toBe(limited.events[0]!.seq);
  });

  it('answers a range of time for some vehicles and types, both ends included, by time then id', async () => {
    const at = T0 + 60 * MIN;
    const batch = [
      testEvento('veh_r2', at, 'panico'),
      testEvento('veh_r1', at, 'panico'),
      testEvento('veh_r1', at + MIN, 'encendido'),
      testEvento('veh_r3', at + 2 * MIN, 'panico'),
      testEvento('veh_r1', at + 3 * MIN, 'panico'),
    ];
    await appendEvents(store, batch);
    const inRange = await eventsInRange(store, { desde: at, hasta: at + 2 * MIN });
    expect(inRange.map((e) => e.id)).toEqual([batch[1]!.id, batch[0]!.id, batch[2]!.id, batch[3]!.id]);
    const some = await eventsInRange(store, { desde: at, hasta: at + 3 * MIN, vehiculos: ['veh_r1', 'veh_r3'], tipos: ['panico'] });
    expect(some).toEqual([batch[1], batch[3], batch[4]]);
    expect(await eventsInRangeJson(store, { desde: at, hasta: at + 3 * MIN, vehiculos: ['veh_r1', 'veh_r3'], tipos: ['panico'] })).toEqual({
      cantidad: 3,
      json: JSON.stringify(some),
    });
    expect(await eventsInRangeJson(store, { desde: at, hasta: at, vehiculos: ['veh_x'] })).toEqual({ cantidad: 0, json: '[]' });
  });

  it('answers a range as JSON text by time then id in byte order, whatever order the events were numbered in', async () => {
    const at = T0 + 130 * MIN;
    const evento = (id: string, vehiculo: string, fecha: number, tipo = 'panico'): Evento => ({ ...testEvento(vehiculo, fecha, tipo), id });
    const first = evento('evt_orden_z', 'veh_o2', at, 'encendido');
    // At the same instant: `B` comes before `a` in byte order, after it in most languages' order.
    const upper = evento('evt_orden_B', 'veh_o1', at + MIN);
    const lower = evento('evt_orden_a', 'veh_o2', at + MIN);
    const last = evento('evt_orden_c', 'veh_o1', at + 2 * MIN);
    // Appended latest first: their numbers (and their places in the table) run against the answer's order.
    await appendEvents(store, [last]);
    await appendEvents(store, [lower]);
    await appendEvents(store, [upper, first]);
    const range = { desde: at, hasta: at + 2 * MIN };
    expect(await eventsInRangeJson(store, range)).toEqual({ cantidad: 4, json: JSON.stringify([first, upper, lower, last]) });
    expect(await eventsInRangeJson(store, { ...range, vehiculos: ['veh_o1'] })).toEqual({ cantidad: 2, json: JSON.stringify([upper, last]) });
    expect(await eventsInRangeJson(store, { ...range, tipos: ['panico'], vehiculos: ['veh_o2'] })).toEqual({ cantidad: 1, json: JSON.stringify([lower]) });
    expect(await eventsInRange(store, range)).toEqual([first, upper, lower, last]);
  });

  it('answers whole closed days joined, with a late event of such a day in the next answer, filtered or not', async () => {
    const day = dayRange(CLOSED_DAY);
    const h = 3_600_000;
    // Characters beyond ASCII, as the API's descriptions have them: the joined text escapes them.
    const early = { ...testEvento('veh_d1', day.desde + 3 * h, 'panico'), descripcion: 'Conducción nocturna, sin señal 😬' };
    const other = testEvento('veh_d2', day.desde + 5 * h, 'encendido');
    const nextDay = testEvento('veh_d1', day.hasta + 2 * h);
    await appendEvents(store, [early, other, nextDay]);
    const range = { desde: day.desde, hasta: day.hasta + 86_400_000 };
    expect(await eventsInRange(store, range)).toEqual([early, other, nextDay]);
    // The follower's overlap brings an event of a day already answered (and joined).
    const late = testEvento('veh_d2', day.desde + 4 * h, 'panico');
    await appendEvents(store, [late, other]);
    const all = [early, late, other, nextDay];
    expect(await eventsInRange(store, range)).toEqual(all);
    const joined = await eventsInRangeJson(store, range);
    expect({ ...joined, json: JSON.parse(joined.json) as unknown }).toEqual({ cantidad: 4, json: all });
    expect(await eventsInRange(store, { ...range, vehiculos: ['veh_d2'] })).toEqual([late, other]);
    expect(await eventsInRange(store, { ...range, tipos: ['panico'] })).toEqual([early, late]);
    expect(await eventsInRange(store, { ...range, vehiculos: ['veh_d1', 'veh_d2', 'veh_otro'], tipos: ['panico', 'encendido', 'exceso_velocidad'] })).toEqual(all);
    expect(await eventsInRange(store, { ...range, vehiculos: [] })).toEqual([]);
    // Parts of days at both ends, around a whole one.
    expect(await eventsInRange(store, { desde: day.desde + 4 * h, hasta: day.hasta + 2 * h })).toEqual([late, other, nextDay]);
    expect(await eventsInRange(store, { desde: day.desde - 86_400_000 + h, hasta: day.hasta + h })).toEqual([early, late, other]);
  });

  it('knows which spans it read in full, merged, with what is missing between them', async () => {
    const day = dayRange('2026-10-01');
    const h = 3_600_000;
    // A poll that found no events still covers its span.
    await appendEvents(store, [], { covered: { desde: day.desde, hasta: day.desde + 2 * h, scope: SCOPE } });
    await appendEvents(store, [testEvento('veh_k1', day.desde + 3 * h)], { covered: { desde: day.desde + 2 * h - MIN, hasta: day.desde + 4 * h, scope: SCOPE } });
    await appendEvents(store, [], { covered: { desde: day.desde + 6 * h, hasta: day.hasta, scope: SCOPE } });
    expect(await eventCoverageIn(store, day, SCOPE)).toEqual([
      { desde: day.desde, hasta: day.desde + 4 * h },
      { desde: day.desde + 6 * h, hasta: day.hasta },
    ]);
    expect(await coverageGaps(store, { desde: day.desde - h, hasta: day.hasta + h }, SCOPE)).toEqual([
      { desde: day.desde - h, hasta: day.desde - 1 },
      { desde: day.desde + 4 * h + 1, hasta: day.desde + 6 * h - 1 },
      { desde: day.hasta + 1, hasta: day.hasta + h },
    ]);
    await appendEvents(store, [], { covered: { desde: day.desde + 4 * h + 1, hasta: day.desde + 6 * h - 1, scope: SCOPE } });
    expect(await coverageGaps(store, day, SCOPE)).toEqual([]);
  });

  it('tells listeners the highest number once an append commits, whatever another listener does', async () => {
    const heard: (string | null)[] = [];
    const failing = await store.listen(CHANNELS.events, () => {
      throw new Error('un oyente que falla');
    });
    const stop = await store.listen(CHANNELS.events, (payload) => heard.push(payload));
    const { highSeq } = await appendEvents(store, [testEvento('veh_n1', T0 + 200 * MIN)]);
    await expect.poll(() => heard).toContain(String(highSeq));
    const next = await appendEvents(store, [testEvento('veh_n1', T0 + 201 * MIN)]);
    await expect.poll(() => heard).toContain(String(next.highSeq));
    expect(errors.map((error) => error.message)).toContain('un oyente que falla');
    await Promise.all([stop(), failing()]);
  });

  it('holds a later append until an earlier one commits, so a reader cannot pass a number still to come', async () => {
    const other = await place.open({ instanceId: 'otra', now: () => now });
    onTestFinished(() => other.close());
    const start = (await eventLogBounds(store)).highSeq;
    let inserted!: () => void;
    let release!: () => void;
    const insertedFirst = new Promise<void>((resolve) => (inserted = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = appendEvents(store, [testEvento('veh_h1', T0 + 100 * MIN)], {
      afterInsert: async () => {
        inserted();
        await held;
      },
    });
    // A first append that fails before it is held must fail the test, not leave it waiting.
    await Promise.race([insertedFirst, first]);
    const second = appendEvents(other, [testEvento('veh_h2', T0 + 100 * MIN)]);
    // Time for the second append to commit, were it not held (without the lock it does, on a server).
    await Promise.race([second, sleep(1_000)]);
    const early = eventsAfter(store, start, { limit: 10 });
    // The embedded database runs one transaction at a time: there the read waits for the first append.
    await Promise.race([early, sleep(1_000)]);
    release();
    await Promise.all([first, second]);
    const page = await early;
    const rest = await eventsAfter(store, page.through, { limit: 10 });
    expect([...page.events, ...rest.events].map((e) => e.seq)).toEqual([start + 1, start + 2]);
  });

  it('never lets a resuming reader skip an event while several instances append at once', async ({ signal }) => {
    const others = await Promise.all([1, 2, 3].map((n) => place.open({ instanceId: `otra-${n}`, now: () => now })));
    onTestFinished(() => Promise.all(others.map((other) => other.close())).then(() => undefined));
    const appenders = [store, ...others];
    const start = (await eventLogBounds(store)).highSeq;
    let appending = true;
    const seen: number[] = [];
    const reader = (async () => {
      let after = start;
      while (appending || after < (await eventLogBounds(store)).highSeq) {
        // A body that outlives its timeout must not go on reading and appending under the next tests.
        signal.throwIfAborted();
        const page = await eventsAfter(store, after, { limit: 7 });
        seen.push(...page.events.map((e) => e.seq));
        after = page.through;
      }
    })();
    await Promise.all(
      appenders.map(async (appender, i) => {
        for (let round = 0; round < 40; round++) {
          signal.throwIfAborted();
          // Each batch overlaps the one before, as a follower's polls do; instances 0 and 1 also
          // read the same events, the others events of their own (which do not wait on each other).
          const batch: Evento[] = [];
          for (let k = 0; k < 3; k++) batch.push(testEvento(`veh_c${(round + k) % 5}`, T0 + 300 * MIN + (round + k) * 1000, 'panico', Math.max(i, 1)));
          await appendEvents(appender, batch);
        }
      }),
    );
    appending = false;
    await reader;
    expect(seen).toEqual(await readAll(store, start));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps everything across a restart and goes on numbering after it', async () => {
    const before = await readAll(store);
    const { highSeq } = await eventLogBounds(store);
    await store.close();
    store = await place.open({ now: () => now });
    expect(await readAll(store)).toEqual(before);
    const next = await appendEvents(store, [testEvento('veh_z1', T0 + 500 * MIN)]);
    expect(next.highSeq).toBeGreaterThan(highSeq);
    expect((await eventsAfter(store, highSeq, { limit: 10 })).events.map((e) => e.seq)).toEqual([next.highSeq]);
  });

  it('removes what it received before a retention limit and tells a reader behind it', async () => {
    const kept = testEvento('veh_p1', T0 + 600 * MIN);
    now = T0 + 30 * 86_400_000;
    await appendEvents(store, [kept]);
    const closedDays = { desde: dayRange(CLOSED_DAY).desde, hasta: dayRange(CLOSED_DAY).hasta + 86_400_000 };
    expect(await eventsInRange(store, closedDays)).toHaveLength(4);
    const { removed } = await pruneEventLog(store, now - 86_400_000);
    expect(removed).toBeGreaterThan(0);
    // Days joined before the prune no longer answer what it removed.
    expect(await eventsInRangeJson(store, closedDays)).toEqual({ cantidad: 0, json: '[]' });
    const all = await eventsAfter(store, 0, { limit: 100 });
    expect(all.events.map(eventoOf)).toEqual([kept]);
    expect(all.resumable).toBe(false);
    expect((await eventsAfter(store, all.events[0]!.seq - 1, { limit: 10 })).resumable).toBe(true);
    expect((await eventLogBounds(store)).oldest).toBe(Date.parse(kept.fecha));
    // Coverage before the limit goes too: those events are no longer held.
    const cut = now - 86_400_000;
    expect(await eventCoverageIn(store, { desde: 0, hasta: cut - 1 }, SCOPE)).toEqual([]);
    await appendEvents(store, [], { covered: { desde: cut - 1_000, hasta: cut + 1_000, scope: SCOPE } });
    await pruneEventLog(store, cut);
    expect(await eventCoverageIn(store, { desde: 0, hasta: now }, SCOPE)).toEqual([{ desde: cut, hasta: cut + 1_000 }]);
    // The key's scope changed: what was read for the former one no longer counts, and is dropped.
    await appendEvents(store, [], { covered: { desde: cut + 5_000, hasta: cut + 6_000, scope: 'otro' } });
    expect(await eventCoverageIn(store, { desde: 0, hasta: now }, SCOPE)).toEqual([]);
    expect(await eventCoverageIn(store, { desde: 0, hasta: now }, 'otro')).toEqual([{ desde: cut + 5_000, hasta: cut + 6_000 }]);
  });
});
