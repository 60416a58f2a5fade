import 'server-only';
import { type SQL, and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { TimeRange } from '@/lib/fleet/range';
import { argentinaDay } from '@/lib/fleet/time';
import { EVENT_APPEND_LOCK } from './advisory-locks';
import { dayRange, daysFrom } from './argentina-days';
import { eventLog, eventLogDay } from './schema';
import type { EventFilter } from './event-filter';
import type { Store } from './store';

/** Events as one JSON text without its brackets (`''` for none), and how many. */
export interface JoinedEvents {
  cantidad: number;
  json: string;
}

/** The Argentina day of a `timestamptz` value, in SQL (the offset is fixed: `argentina-days.ts`). */
export function argentinaDayOf(column: SQL): SQL {
  return sql`((${column} at time zone 'UTC') - interval '3 hours')::date`;
}

/**
 * The range cut where its whole closed days begin and end: those days (a joined text can answer
 * them), and the parts before and after (a part of a day, or days not yet closed at `now`).
 */
export function splitByClosedDays(range: TimeRange, now: number): { head: TimeRange | null; days: string[]; tail: TimeRange | null } {
  const first = dayRange(argentinaDay(range.desde));
  const firstWhole = first.desde === range.desde ? first : dayRange(argentinaDay(first.hasta + 1));
  const lastEnd = Math.min(range.hasta, now - 1);
  const last = dayRange(argentinaDay(lastEnd));
  const lastWhole = last.hasta === lastEnd ? last : dayRange(argentinaDay(last.desde - 1));
  if (lastWhole.hasta < firstWhole.desde) return { head: null, days: [], tail: range };
  const days = daysFrom(argentinaDay(firstWhole.desde), argentinaDay(lastWhole.desde));
  return {
    head: range.desde < firstWhole.desde ? { desde: range.desde, hasta: firstWhole.desde - 1 } : null,
    days,
    tail: lastWhole.hasta < range.hasta ? { desde: lastWhole.hasta + 1, hasta: range.hasta } : null,
  };
}

/**
 * Each day's events joined, or null for a day the caller reads from the log's rows: one that holds
 * vehicles or types the filter leaves out. Days not yet joined are joined first.
 */
export async function joinedDays(store: Store, days: readonly string[], filter: EventFilter): Promise<Map<string, JoinedEvents | null>> {
  if (days.length === 0) return new Map();
  const held = await readDays(store, days, filter);
  const missing = days.filter((dia) => !held.has(dia));
  if (missing.length === 0) return held;
  await joinDays(store, missing);
  return readDays(store, days, filter);
}

/**
 * The joined days held, in one snapshot: an append between the two reads cannot swap a day for one
 * the filter no longer fits. Whether a day fits is checked here: PostgreSQL's `<@` compares every
 * pair of elements, 60 ms for a week of 500 vehicles in PGlite.
 */
async function readDays(store: Store, days: readonly string[], filter: EventFilter): Promise<Map<string, JoinedEvents | null>> {
  return store.db.transaction(
    async (tx) => {
      const held = await tx
        .select({ dia: eventLogDay.dia, vehiculos: eventLogDay.vehiculos, tipos: eventLogDay.tipos })
        .from(eventLogDay)
        .where(inArray(eventLogDay.dia, [...days]));
      const fitting = held.filter((day) => within(day.vehiculos, filter.vehiculos) && within(day.tipos, filter.tipos)).map((day) => day.dia);
      const texts =
        fitting.length === 0
          ? []
          : await tx.select({ dia: eventLogDay.dia, cantidad: eventLogDay.cantidad, json: eventLogDay.json }).from(eventLogDay).where(inArray(eventLogDay.dia, fitting));
      const joined = new Map(texts.map(({ dia, cantidad, json }) => [dia, { cantidad, json }]));
      return new Map(held.map(({ dia }) => [dia, joined.get(dia) ?? null]));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function within(held: readonly string[], wanted: readonly string[] | undefined): boolean {
  if (!wanted) return true;
  const allowed = new Set(wanted);
  return held.every((value) => allowed.has(value));
}

/**
 * Joins each day's events, under the lock appends hold until they commit: every append committed
 * before is in the text, and every later one finds the row and removes it (`appendEvents`). One
 * day at a time, so the follower's appends wait for one day's join (a fifth of a second for 500
 * vehicles), not a week's.
 */
async function joinDays(store: Store, days: readonly string[]): Promise<void> {
  for (const dia of days) {
    await store.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_APPEND_LOCK[0]}, ${EVENT_APPEND_LOCK[1]})`);
      const { desde, hasta } = dayRange(dia);
      const [day] = await tx
        .select({
          cantidad: sql<number>`count(*)::int`,
          vehiculos: sql<string[]>`coalesce(array_agg(distinct ${eventLog.vehiculo}), '{}')`,
          tipos: sql<string[]>`coalesce(array_agg(distinct ${eventLog.tipo}), '{}')`,
          json: sql<string>`coalesce(string_agg(${eventLog.body}, ',' order by ${eventLog.fecha}, ${eventLog.id} collate "C"), '')`,
        })
        .from(eventLog)
        .where(and(gte(eventLog.fecha, new Date(desde)), lte(eventLog.fecha, new Date(hasta))));
      if (day) await tx.insert(eventLogDay).values({ ...day, dia, json: asciiJson(day.json) }).onConflictDoNothing();
    });
  }
}

/**
 * The same JSON with every character beyond ASCII written as its `\u` escape. A text all ASCII
 * decodes four times faster in Node 20 (a quarter of the bodies say «Conducción» or «señal»): a
 * week of 500 vehicles, 25 MB, came back in about 60 ms less from either engine. Outside
 * ASCII, JSON has such characters only inside strings, where the escape means the same.
 */
function asciiJson(json: string): string {
  return json.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
