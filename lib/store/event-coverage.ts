import 'server-only';
import { and, asc, eq, gte, lt, lte, ne, or } from 'drizzle-orm';
import type { TimeRange } from '@/lib/fleet/range';
import type { Db } from './database';
import { eventCoverage } from './schema';
import type { Store } from './store';

/** A span read in full for one scope of the key (a digest of its vehicles: the caller's to make). */
export interface CoveredSpan extends TimeRange {
  scope: string;
}

/**
 * Which instants the event log holds in full for `scope`: every span the follower read from the
 * API for the key's whole scope, as it was then. A range inside them is answered from the log at
 * no cost; only the gaps go upstream. Spans are disjoint, ends included, in epoch milliseconds.
 */
export async function eventCoverageIn(store: Store, range: TimeRange, scope: string): Promise<TimeRange[]> {
  const rows = await store.db
    .select()
    .from(eventCoverage)
    .where(and(eq(eventCoverage.scope, scope), lte(eventCoverage.desde, new Date(range.hasta)), gte(eventCoverage.hasta, new Date(range.desde))))
    .orderBy(asc(eventCoverage.desde));
  return rows.map((row) => ({
    desde: Math.max(row.desde.getTime(), range.desde),
    hasta: Math.min(row.hasta.getTime(), range.hasta),
  }));
}

/** The parts of `range` the log does not cover for `scope`: what must still be asked of the API. */
export async function coverageGaps(store: Store, range: TimeRange, scope: string): Promise<TimeRange[]> {
  const gaps: TimeRange[] = [];
  let from = range.desde;
  for (const span of await eventCoverageIn(store, range, scope)) {
    if (span.desde > from) gaps.push({ desde: from, hasta: span.desde - 1 });
    from = Math.max(from, span.hasta + 1);
  }
  if (from <= range.hasta) gaps.push({ desde: from, hasta: range.hasta });
  return gaps;
}

/**
 * Records a span read in full, merged with those of its scope it overlaps or touches. Spans of
 * another scope are dropped: the key's scope changed, and the log no longer speaks for what they
 * claimed (a client added has events the follower never read). Runs under the append lock.
 */
export async function addCoverage(db: Db, span: CoveredSpan): Promise<void> {
  if (span.hasta < span.desde) return;
  const touching = await db
    .delete(eventCoverage)
    .where(
      or(
        ne(eventCoverage.scope, span.scope),
        and(lte(eventCoverage.desde, new Date(span.hasta + 1)), gte(eventCoverage.hasta, new Date(span.desde - 1))),
      ),
    )
    .returning();
  const merged = touching.filter((row) => row.scope === span.scope);
  const desde = Math.min(span.desde, ...merged.map((row) => row.desde.getTime()));
  const hasta = Math.max(span.hasta, ...merged.map((row) => row.hasta.getTime()));
  await db.insert(eventCoverage).values({ desde: new Date(desde), hasta: new Date(hasta), scope: span.scope });
}

/** Retention: nothing before `before` is held any more. Runs under the append lock. */
export async function trimCoverage(db: Db, before: number): Promise<void> {
  const cut = new Date(before);
  await db.delete(eventCoverage).where(lt(eventCoverage.hasta, cut));
  const [straddling] = await db.delete(eventCoverage).where(lt(eventCoverage.desde, cut)).returning();
  if (straddling) await db.insert(eventCoverage).values({ desde: cut, hasta: straddling.hasta, scope: straddling.scope });
}
