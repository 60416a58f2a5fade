import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEvento } from '@/lib/testing/store-events';
import { type StorePlace, storePlace } from '@/lib/testing/store-places';
import { executeRows } from './database';
import { SHARED_BUFFERS } from './embedded-database';
import { appendEvents } from './event-log';
import { pruneStore } from './retention';
import type { Store } from './store';

const NOW = Date.parse('2026-11-20T10:00:00-03:00');
const DAY = 86_400_000;

/** Tables analyzed since this process opened the database (PGlite's counters start again at every open). */
async function analyzedSinceOpen(store: Store): Promise<string[]> {
  const rows = await executeRows<{ name: string }>(
    store.db,
    sql`select relname::text as name from pg_stat_user_tables where schemaname = 'public' and analyze_count > 0 order by relname`,
  );
  return rows.map((r) => r.name);
}

async function estimatedRows(store: Store, table: string): Promise<number> {
  const [row] = await executeRows<{ rows: number }>(store.db, sql`select reltuples::float8 as rows from pg_class where relname = ${table}`);
  return row?.rows ?? -1;
}

function events(count: number, from: number): ReturnType<typeof testEvento>[] {
  return Array.from({ length: count }, (_, i) => testEvento(`veh_${i % 50}`, from + i * 1_000));
}

// PGlite has no autovacuum: the embedded engine decides for itself when statistics are stale.
describe('the embedded engine: buffer pool and planner statistics', () => {
  let place: StorePlace;
  let store: Store;
  let now = NOW;
  const reopen = async () => {
    await store.close();
    store = await place.open({ now: () => now });
  };
  beforeAll(async () => {
    place = await storePlace('embedded');
    store = await place.open({ now: () => now });
  });
  afterAll(async () => {
    await store.close();
    await place.remove();
  });

  it('runs with a small buffer pool, resident from the start', async () => {
    const [row] = await executeRows<{ shared_buffers: string }>(store.db, sql`show shared_buffers`);
    expect(row?.shared_buffers).toBe(SHARED_BUFFERS);
  });

  it('a start analyzes only the tables with rows and no statistics, or grown past them', async () => {
    // A new database: its tables are empty (the planner's guess for a never-analyzed table holds).
    expect(await analyzedSinceOpen(store)).not.toContain('event_log');
    await appendEvents(store, events(3_000, NOW - DAY));
    await reopen();
    expect(await analyzedSinceOpen(store)).toContain('event_log');
    expect(await estimatedRows(store, 'event_log')).toBe(3_000);
    // Nothing changed: a restart analyzes nothing (a whole-database ANALYZE cost seconds at every start).
    await reopen();
    expect(await analyzedSinceOpen(store)).toEqual([]);
    await appendEvents(store, events(3_000, NOW - DAY / 2));
    await reopen();
    expect(await analyzedSinceOpen(store)).toEqual(['event_log']);
    expect(await estimatedRows(store, 'event_log')).toBe(6_000);
    // Four starts of PGlite, seconds each on a loaded machine.
  }, 120_000);

  it('maintenance vacuums and analyzes what pruning changed, and only that', async () => {
    await reopen();
    now += 91 * DAY;
    await appendEvents(store, events(100, now - DAY));
    const pruned = await pruneStore(store);
    expect(pruned).toMatchObject({ events: 6_000 });
    expect(pruned.analyzed).toContain('event_log');
    expect(await estimatedRows(store, 'event_log')).toBe(100);
    expect((await pruneStore(store)).analyzed).toEqual([]);
  }, 60_000);
});
