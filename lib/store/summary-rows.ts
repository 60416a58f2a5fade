import 'server-only';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { EventCounts } from '@/lib/fleet/route-facts';
import { checkDay } from './argentina-days';
import type { DaySummary } from './day-facts';
import { eventDay, routeDay } from './schema';
import type { Store } from './store';

/** A held route vehicle-day with its stored summary, and its event day's counts when that is held. */
export interface SummaryRow {
  vehiculo: string;
  dia: string;
  version: number | null;
  summary: DaySummary | null;
  /** The event day is held (its counts may still be missing: an older database). */
  eventsHeld: boolean;
  events: EventCounts | null;
}

/** Tuples in the order `joinedRows` writes them. */
type Tuple = [string, string, number | null, DaySummary | null, boolean, EventCounts | null];

/**
 * The route days of these vehicles and days, by vehicle and day, each with its event day (a left
 * join on the same key): one primary-key range scan per table, and only the summary texts.
 */
export function summaryRows(store: Store, vehiculos: readonly string[], desde: string, hasta: string): Promise<SummaryRow[]> {
  const where = and(inArray(routeDay.vehiculo, [...vehiculos]), gte(routeDay.dia, checkDay(desde)), lte(routeDay.dia, checkDay(hasta))) as SQL;
  return joinedRows(store, where);
}

const joinOn = and(eq(eventDay.vehiculo, routeDay.vehiculo), eq(eventDay.dia, routeDay.dia));

/**
 * One row of one JSON text built by the database, parsed once here, on both engines. PGlite
 * parses every row of its wire protocol in JavaScript on this thread, and for a server the 30,000
 * rows' objects and 60,000 small `JSON.parse` calls cost more than the query: measured with
 * 30,000 vehicle-days, the text took half the time of rows on a server (≈250 against ≈520 ms)
 * and a fraction on PGlite (bench/report-summary.ts). Unordered in SQL (an ordered aggregate
 * sorts 10 MB, spilling to disk at the default work_mem): sorted here instead.
 */
async function joinedRows(store: Store, where: SQL): Promise<SummaryRow[]> {
  const tuple = sql`'[' || to_json(${routeDay.vehiculo})::text || ',"' || ${routeDay.dia}::text || '",' || coalesce(${routeDay.hechosVersion}::text, 'null')
    || ',' || coalesce(${routeDay.hechosResumen}, 'null') || ',' || (${eventDay.vehiculo} is not null)::text || ',' || coalesce(${eventDay.conteos}, 'null') || ']'`;
  const [row] = await store.db
    .select({ json: sql<string>`coalesce(string_agg(${tuple}, ','), '')` })
    .from(routeDay)
    .leftJoin(eventDay, joinOn)
    .where(where);
  const tuples = JSON.parse(`[${row?.json ?? ''}]`) as Tuple[];
  tuples.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return tuples.map(([vehiculo, dia, version, summary, eventsHeld, events]) => ({ vehiculo, dia, version, summary, eventsHeld, events }));
}
