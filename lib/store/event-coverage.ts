import 'server-only';
import { and, asc, gte, lt, lte } from 'drizzle-orm';
import type { TimeRange } from '@/lib/fleet/range';
import { dayRange } from './argentina-days';
import type { Db } from './database';
import { eventCoverage } from './schema';
import type { Store } from './store';

/**
 * Which instants the event log holds in full: every span the follower read from the API for the
 * key's whole scope. A range inside them is answered from the log at no cost; only the gaps
 * go upstream. Spans are disjoint, ends included, in epoch milliseconds.
 */
export async function eventCoverageIn(store: Store, range: TimeRange): Promise<TimeRange[]> {
  const rows = await store.db
    .select()
    .from(eventCoverage)
    .where(and(lte(eventCoverage.desde, new Date(range.hasta)), gte(eventCoverage.hasta, new Date(range.desde))))
    .orderBy(asc(eventCoverage.desde));
  return rows.map((row) => ({
    desde: Math.max(row.desde.getTime(), range.desde),
    hasta: Math.min(row.hasta.getTime(), range.hasta),
  }));
}

/** The parts of `range` the log does not cover: what must still be asked of the API. */
export async function coverageGaps(store: Store, range: TimeRange): Promise<TimeRange[]> {
  const gaps: TimeRange[] = [];
  let from = range.desde;
  for (const span of await eventCoverageIn(store, range)) {
    if (span.desde > from) gaps.push({ desde: from, hasta: span.desde - 1 });
    from = Math.max(from, span.hasta + 1);
  }
  if (from <= range.hasta) gaps.push({ desde: from, hasta: range.hasta });
  return gaps;
}

/** Records a span read in full, merged with those it overlaps or touches. Runs under the append lock. */
export async function addCoverage(db: Db, range: TimeRange): Promise<void> {
  if (range.hasta < range.desde) return;
  const touching = await db
    .delete(eventCoverage)
    .where(and(lte(eventCoverage.desde, new Date(range.hasta + 1)), gte(eventCoverage.hasta, new Date(range.desde - 1))))
    .returning();
  const desde = Math.min(range.desde, ...touching.map((row) => row.desde.getTime()));
  const hasta = Math.max(range.hasta, ...touching.map((row) => row.hasta.getTime()));
  await db.insert(eventCoverage).values({ desde: new Date(desde), hasta: new Date(hasta) });
}

/** Retention: nothing before `before` is held any more. Runs under the append lock. */
export async function trimCoverage(db: Db, before: number): Promise<void> {
  const cut = new Date(before);
  await db.delete(eventCoverage).where(lt(eventCoverage.hasta, cut));
  const [straddling] = await db.delete(eventCoverage).where(lt(eventCoverage.desde, cut)).returning();
  if (straddling) await db.insert(eventCoverage).values({ desde: cut, hasta: straddling.hasta });
}

/** Forgets all coverage, for when the key's scope changed and the log no longer speaks for it. */
export async function clearEventCoverage(store: Store): Promise<void> {
  await store.db.delete(eventCoverage);
}

/** Of these Argentina days (`yyyy-mm-dd`), the ones the log covers from 00:00 to the last millisecond. */
export async function coveredDays(store: Store, dias: readonly string[]): Promise<string[]> {
  const ranges = dias.map((dia) => ({ dia, ...dayRange(dia) }));
  if (ranges.length === 0) return [];
  const spans = await eventCoverageIn(store, {
    desde: Math.min(...ranges.map((r) => r.desde)),
    hasta: Math.max(...ranges.map((r) => r.hasta)),
  });
  return ranges.filter((day) => spans.some((span) => span.desde <= day.desde && span.hasta >= day.hasta)).map((day) => day.dia);
}

