import 'server-only';
import { type SQL, and, asc, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { EVENT_APPEND_LOCK } from './advisory-locks';
import { CHANNELS, notify } from './channels';
import { type Db, executeRows } from './database';
import { type CoveredSpan, addCoverage, trimCoverage } from './event-coverage';
import { argentinaDayOf } from './event-log-days';
import { type EventFilter, eventFilterConditions } from './event-filter';
import { eventLog, eventLogDay, eventLogState } from './schema';
import type { Store } from './store';

/**
 * An event as the log gives it to a stream: its number (the SSE `id:`), the fields a stream
 * filters on, and the event's JSON exactly as the API gave it (validated before it was
 * written), ready for an SSE `data:` line without parsing and writing it again.
 */
export interface LoggedEvent {
  seq: number;
  vehiculo: string;
  tipo: string;
  json: string;
  /** Written by a catch-up: already happened when the follower read it (`AppendOptions.recent`). */
  recent: boolean;
}

export interface AppendOptions {
  /**
   * The range the caller read in full from the API (both ends included) for the key's scope,
   * recorded in the same transaction: the log never claims a range whose events it does not hold.
   */
  covered?: CoveredSpan;
  /**
   * The follower read these events in a catch-up, a span nobody followed as it happened: streams
   * on every instance send them as already happened, not as news.
   */
  recent?: boolean;
  /** Runs inside the transaction once the rows are written (tests hold an append open with it). */
  afterInsert?: () => Promise<void>;
}

/**
 * Adds the events not yet in the log, numbered in order of time.
 *
 * Numbers come from a sequence while an advisory lock is held until commit: appends from any
 * instance commit one after another in the order of their numbers, so a reader that saw `seq`
 * n has seen every committed number below n, and never skips one committed later.
 */
export async function appendEvents(
  store: Store,
  eventos: readonly Evento[],
  { covered, recent = false, afterInsert }: AppendOptions = {},
): Promise<{ appended: number; highSeq: number }> {
  const rows = uniqueById(eventos)
    .map((evento) => ({ evento, fecha: Date.parse(evento.fecha) }))
    .sort((a, b) => a.fecha - b.fecha || compareText(a.evento.id, b.evento.id));
  return store.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_APPEND_LOCK[0]}, ${EVENT_APPEND_LOCK[1]})`);
    // One statement with an array per column: a poll's hundreds of events cost 5 parameters, not
    // thousands. Numbers are drawn in the arrays' order (by time). Events already held are left
    // out before a number is drawn for them (a conflict would burn one): a restarted follower's
    // catch-up reads again an hour the log holds, and the numbers stay dense. The lock makes the
    // check exact; `on conflict` only guards it.
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
    const col = (c: { name: string }) => sql.identifier(c.name);
    const [added] =
      rows.length === 0
        ? [{ appended: 0, top: null }]
        : await executeRows<{ appended: number; top: string | null }>(
            tx,
            sql`with added as (
              insert into ${eventLog} (${col(eventLog.id)}, ${col(eventLog.vehiculo)}, ${col(eventLog.tipo)}, ${col(eventLog.fecha)}, ${col(eventLog.receivedAt)}, ${col(eventLog.body)}, ${col(eventLog.recent)})
              select id, vehiculo, tipo, fecha, ${new Date(store.now())}::timestamptz, body, ${recent}::boolean
              from unnest(${column((r) => r.evento.id)}::text[], ${column((r) => r.evento.vehiculo)}::text[],
                ${column((r) => r.evento.tipo)}::text[], ${column((r) => new Date(r.fecha).toISOString())}::timestamptz[],
                ${column((r) => JSON.stringify(r.evento))}::text[]) with ordinality as u(id, vehiculo, tipo, fecha, body, n)
              where not exists (select 1 from ${eventLog} held where held.${col(eventLog.id)} = u.id)
              order by n
              on conflict (${col(eventLog.id)}) do nothing
              returning ${col(eventLog.seq)}, ${col(eventLog.fecha)}
            ),
            -- The joined texts of the days these events belong to no longer hold them all.
            forgotten as (delete from ${eventLogDay} where ${col(eventLogDay.dia)} in (select ${argentinaDayOf(sql`fecha`)} from added))
            select count(*)::int as appended, max(${sql.identifier('seq')})::text as top from added`,
          );
    const appended = added?.appended ?? 0;
    await afterInsert?.();
    if (covered) await addCoverage(tx, covered);
    const highSeq = appended > 0 ? await raiseHighSeq(tx, Number(added?.top)) : await readHighSeq(tx);
    if (appended > 0) await notify(tx, CHANNELS.events, String(highSeq));
    return { appended, highSeq };
  });
}

/**
 * The events after `afterSeq`, in order, for a stream that resumes. `through` is where the
 * next call resumes (it moves past events the filter left out). `resumable` is false when the
 * reader missed events: retention removed some after `afterSeq`, or `afterSeq` was never
 * handed out by this log (another database).
 */
export async function eventsAfter(
  store: Store,
  afterSeq: number,
  options: EventFilter & { limit: number },
): Promise<{ events: LoggedEvent[]; through: number; resumable: boolean }> {
  const { events, highSeq, prunedThrough } = await pageWithState(store, {
    where: and(gt(eventLog.seq, afterSeq), ...eventFilterConditions(options)),
    newest: false,
    limit: options.limit,
  });
  if (afterSeq > highSeq) return { events: [], through: highSeq, resumable: false };
  const through = events.length === options.limit ? (events.at(-1)?.seq ?? afterSeq) : highSeq;
  return { events, through, resumable: afterSeq >= prunedThrough };
}

/**
 * The newest `limit` events numbered after `afterSeq`, oldest first, with the log's bounds read in
 * the same snapshot: what a live feed keeps in memory of the recent past.
 */
export async function newestEventsAfter(
  store: Store,
  afterSeq: number,
  { limit }: { limit: number },
): Promise<{ events: LoggedEvent[]; highSeq: number; prunedThrough: number }> {
  return pageWithState(store, { where: gt(eventLog.seq, afterSeq), newest: true, limit });
}

/**
 * One page of the log and its state in one statement, so in one snapshot: every number up to
 * `high_seq` was committed with it, so the page never holds a number a later commit could precede.
 *
 * The page comes as one JSON text in one row: PGlite parses every row and field of its wire
 * protocol in JavaScript, and a page of 500 events came back in half the time this way (a server
 * took as long as with rows). The aggregate orders by number itself, whichever end the page was
 * taken from: at most `limit` rows, sorted in memory.
 */
async function pageWithState(
  store: Store,
  { where, newest, limit }: { where: SQL | undefined; newest: boolean; limit: number },
): Promise<{ events: LoggedEvent[]; highSeq: number; prunedThrough: number }> {
  const page = store.db
    .select({ seq: eventLog.seq, vehiculo: eventLog.vehiculo, tipo: eventLog.tipo, json: eventLog.body, recent: eventLog.recent })
    .from(eventLog)
    .where(and(where, lte(eventLog.seq, eventLogState.highSeq)))
    .orderBy(newest ? desc(eventLog.seq) : asc(eventLog.seq))
    .limit(limit)
    .as('page');
  const [state] = await store.db
    .select({
      highSeq: eventLogState.highSeq,
      prunedThrough: eventLogState.prunedThrough,
      page: sql<string>`(select coalesce(json_agg(json_build_array(${page.seq}, ${page.vehiculo}, ${page.tipo}, ${page.json}, ${page.recent})
        order by ${page.seq}), '[]')::text from ${page})`,
    })
    .from(eventLogState)
    .where(eq(eventLogState.id, 1));
  if (!state) throw new Error('event_log_state sin su fila: la migración inicial no se aplicó');
  const events = (JSON.parse(state.page) as PageRow[]).map(([seq, vehiculo, tipo, json, recent]) => ({ seq, vehiculo, tipo, json, recent }));
  return { events, highSeq: state.highSeq, prunedThrough: state.prunedThrough };
}

/** A logged event as `pageWithState` writes it in JSON (`seq` a number, as its column's mode gives it). */
type PageRow = [seq: number, vehiculo: string, tipo: string, json: string, recent: boolean];

/** The highest number handed out, the highest removed, and the oldest event's time. */
export async function eventLogBounds(store: Store): Promise<{ highSeq: number; prunedThrough: number; oldest: number | null }> {
  const [state, [oldest]] = await Promise.all([
    readState(store.db),
    store.db.select({ fecha: sql<Date | null>`min(${eventLog.fecha})`.mapWith(eventLog.fecha) }).from(eventLog),
  ]);
  return { ...state, oldest: oldest?.fecha ? oldest.fecha.getTime() : null };
}

/**
 * Removes what the log received before `before` (a whole prefix of numbers, so a reader behind
 * it is told it lost events) and the coverage before it.
 */
export async function pruneEventLog(store: Store, before: number): Promise<{ removed: number }> {
  return store.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_APPEND_LOCK[0]}, ${EVENT_APPEND_LOCK[1]})`);
    // The first number received at or after the limit, found by walking the numbers up from the
    // oldest (only the rows to remove are read): everything below it goes, a clean prefix.
    const [first] = await tx
      .select({ seq: eventLog.seq })
      .from(eventLog)
      .where(gte(eventLog.receivedAt, new Date(before)))
      .orderBy(asc(eventLog.seq))
      .limit(1);
    const bound = first?.seq ?? (await readHighSeq(tx)) + 1;
    const [{ removed } = { removed: 0 }] = await executeRows<{ removed: number }>(
      tx,
      sql`with gone as (delete from ${eventLog} where ${eventLog.seq} < ${bound} returning ${eventLog.fecha}),
        forgotten as (delete from ${eventLogDay} where ${eventLogDay.dia} in (select ${argentinaDayOf(sql`fecha`)} from gone))
        select count(*)::int as removed from gone`,
    );
    await tx
      .update(eventLogState)
      .set({ prunedThrough: sql`greatest(${eventLogState.prunedThrough}, ${bound - 1})` })
      .where(eq(eventLogState.id, 1));
    await trimCoverage(tx, before);
    return { removed };
  });
}

async function readState(db: Db): Promise<{ highSeq: number; prunedThrough: number }> {
  const [state] = await db
    .select({ highSeq: eventLogState.highSeq, prunedThrough: eventLogState.prunedThrough })
    .from(eventLogState)
    .where(eq(eventLogState.id, 1));
  if (!state) throw new Error('event_log_state sin su fila: la migración inicial no se aplicó');
  return state;
}

async function readHighSeq(db: Db): Promise<number> {
  return (await readState(db)).highSeq;
}

async function raiseHighSeq(db: Db, seq: number): Promise<number> {
  const [state] = await db
    .update(eventLogState)
    .set({ highSeq: sql`greatest(${eventLogState.highSeq}, ${seq})` })
    .where(eq(eventLogState.id, 1))
    .returning({ highSeq: eventLogState.highSeq });
  return state?.highSeq ?? seq;
}

function uniqueById(eventos: readonly Evento[]): Evento[] {
  const seen = new Set<string>();
  return eventos.filter((evento) => !seen.has(evento.id) && seen.add(evento.id));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
