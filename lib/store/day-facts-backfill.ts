import 'server-only';
import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { countEvents, ROUTE_FACTS_VERSION } from '@/lib/fleet/route-facts';
import { deriveDayFacts, storedFacts } from './day-facts';
import { unpackEvents } from './event-days';
import { decodeRoute } from './route-codec';
import { eventDay, routeDay } from './schema';
import type { Store } from './store';

/** Rows derived per call: a route day decodes and derives in about a millisecond, so a batch holds the loop for a fraction of a second. */
export const BACKFILL_BATCH = 200;

/** The vehicle-days a derivation is limited to (a report's); none: the whole store. */
export interface FactsScope {
  vehiculos: readonly string[];
  dias: readonly string[];
}

const staleRoute = or(isNull(routeDay.hechosVersion), ne(routeDay.hechosVersion, ROUTE_FACTS_VERSION)) as SQL;

/**
 * Derives the facts of up to `limit` held route days whose facts are missing (a database older
 * than them) or of another `ROUTE_FACTS_VERSION`, and counts the events of event days without
 * counts. Idempotent: a day derived twice gets the same facts. Answers how many rows it wrote,
 * so a caller repeats it until 0.
 */
export async function backfillDayFacts(store: Store, limit = BACKFILL_BATCH, scope?: FactsScope): Promise<number> {
  return (await backfillRouteFacts(store, limit, scope)) + (await backfillEventCounts(store, limit, scope));
}

async function backfillRouteFacts(store: Store, limit: number, scope?: FactsScope): Promise<number> {
  const rows = await store.db
    .select({ vehiculo: routeDay.vehiculo, dia: routeDay.dia, puntos: routeDay.puntos })
    .from(routeDay)
    .where(scope ? and(staleRoute, inScope(routeDay, scope)) : staleRoute)
    .limit(limit);
  for (const row of rows) {
    const facts = storedFacts(deriveDayFacts(row.dia, decodeRoute(row.puntos)));
    await store.db.update(routeDay).set(facts).where(and(eq(routeDay.vehiculo, row.vehiculo), eq(routeDay.dia, row.dia)));
  }
  return rows.length;
}

async function backfillEventCounts(store: Store, limit: number, scope?: FactsScope): Promise<number> {
  const missing = isNull(eventDay.conteos);
  const rows = await store.db
    .select({ vehiculo: eventDay.vehiculo, dia: eventDay.dia, eventos: eventDay.eventos })
    .from(eventDay)
    .where(scope ? and(missing, inScope(eventDay, scope)) : missing)
    .limit(limit);
  for (const row of rows) {
    const conteos = JSON.stringify(countEvents(unpackEvents(row.eventos)));
    await store.db.update(eventDay).set({ conteos }).where(and(eq(eventDay.vehiculo, row.vehiculo), eq(eventDay.dia, row.dia)));
  }
  return rows.length;
}

function inScope(table: typeof routeDay | typeof eventDay, scope: FactsScope): SQL {
  return and(inArray(table.vehiculo, [...scope.vehiculos]), inArray(table.dia, [...scope.dias])) as SQL;
}

/** Every stale row of a report's vehicle-days brought up to date before it is read. */
export async function deriveStaleFacts(store: Store, scope: FactsScope): Promise<void> {
  if (scope.vehiculos.length === 0 || scope.dias.length === 0) return;
  while ((await backfillDayFacts(store, BACKFILL_BATCH, scope)) > 0);
}
