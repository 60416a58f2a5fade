import 'server-only';
import { min, sql } from 'drizzle-orm';
import { argentinaDay } from '@/lib/fleet/time';
import { eventLogBounds } from './event-log';
import { type Lease, leases } from './leader-lease';
import { eventDay, routeDay } from './schema';
import type { Engine, Store } from './store';

export type StoreHealth =
  | {
      reachable: true;
      engine: Engine;
      sizeBytes: number;
      /** The oldest Argentina day anything is held for (event log, closed days), or null when empty. */
      oldestDay: string | null;
      /** The live feed's log: the highest number handed out (the newest SSE id), and its oldest event's time. */
      eventLog: { highSeq: number; oldest: number | null };
      leases: Lease[];
      latencyMs: number;
      checkedAt: number;
    }
  | { reachable: false; engine: Engine; error: string; checkedAt: number };

/**
 * The store's state for `/api/salud` and the key page. It never throws and never waits longer
 * than `timeoutMs`: a database out of reach is an answer (the app serves from memory and marks
 * its data stale), not a failure of the caller.
 */
export async function storeHealth(store: Store, { timeoutMs = 3_000 } = {}): Promise<StoreHealth> {
  const checkedAt = store.now();
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const [size, log, closedDay, held] = await Promise.race([Promise.all([databaseSize(store), eventLogBounds(store), oldestClosedDay(store), leases(store)]), timeout]);
    const days = [log.oldest === null ? null : argentinaDay(log.oldest), closedDay].filter((day): day is string => day !== null).sort();
    return {
      reachable: true,
      engine: store.engine,
      sizeBytes: size,
      oldestDay: days[0] ?? null,
      eventLog: { highSeq: log.highSeq, oldest: log.oldest },
      leases: held,
      latencyMs: Math.round(performance.now() - started),
      checkedAt,
    };
  } catch (error) {
    return { reachable: false, engine: store.engine, error: describe(error), checkedAt };
  } finally {
    clearTimeout(timer);
  }
}

async function databaseSize(store: Store): Promise<number> {
  const [row] = await store.db.select({ bytes: sql<string>`pg_database_size(current_database())::text` }).from(sql`(select 1) as one`);
  return Number(row?.bytes ?? 0);
}

/** The oldest closed day held (routes, events per vehicle-day). */
async function oldestClosedDay(store: Store): Promise<string | null> {
  const [[routes], [eventDays]] = await Promise.all([
    store.db.select({ dia: min(routeDay.dia) }).from(routeDay),
    store.db.select({ dia: min(eventDay.dia) }).from(eventDay),
  ]);
  const held = [routes?.dia ?? null, eventDays?.dia ?? null].filter((day): day is string => day !== null).sort();
  return held[0] ?? null;
}

/** What went wrong, without anything a connection string could have put in the message. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/postgres(ql)?:\/\/\S+/gi, '[DATABASE_URL]').slice(0, 300);
}
