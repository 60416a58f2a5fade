import 'server-only';
import { min, sql } from 'drizzle-orm';
import { argentinaDay } from '@/lib/fleet/time';
import { type Lease, leases } from './leader-lease';
import { eventDay, eventLog, routeDay } from './schema';
import type { Engine, Store } from './store';

export type StoreHealth =
  | {
      reachable: true;
      engine: Engine;
      sizeBytes: number;
      /** The oldest Argentina day anything is held for (event log, closed days), or null when empty. */
      oldestDay: string | null;
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
    const [size, oldest, held] = await Promise.race([Promise.all([databaseSize(store), oldestDay(store), leases(store)]), timeout]);
    return { reachable: true, engine: store.engine, sizeBytes: size, oldestDay: oldest, leases: held, latencyMs: Math.round(performance.now() - started), checkedAt };
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

async function oldestDay(store: Store): Promise<string | null> {
  const [[events], [routes], [eventDays]] = await Promise.all([
    store.db.select({ fecha: min(eventLog.fecha) }).from(eventLog),
    store.db.select({ dia: min(routeDay.dia) }).from(routeDay),
    store.db.select({ dia: min(eventDay.dia) }).from(eventDay),
  ]);
  const days = [events?.fecha ? argentinaDay(events.fecha.getTime()) : null, routes?.dia ?? null, eventDays?.dia ?? null];
  const held = days.filter((day): day is string => day !== null).sort();
  return held[0] ?? null;
}

/** What went wrong, without anything a connection string could have put in the message. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/postgres(ql)?:\/\/\S+/gi, '[DATABASE_URL]').slice(0, 300);
}
