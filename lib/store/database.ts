import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { Channel, NoticeListener } from './channels';

/**
 * What both engines give the store: a Drizzle database over the same schema (every query is
 * written once against it), notices, and closing. Only `store.ts` knows which engine it has.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  /** Applies the migrations not yet applied; safe when several instances start at once. */
  migrate(migrationsFolder: string): Promise<void>;
  listen(channel: Channel, listener: NoticeListener): Promise<() => Promise<void>>;
  /** Reclaims dead rows and refreshes stale planner statistics, where nothing else does; answers the tables it analyzed. */
  maintain(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Rows of a statement the query builder cannot express. Both drivers answer `{ rows }`; values
 * come as the driver parses them (an int8 is a string from node-postgres, a number from PGlite),
 * so cast them in SQL to what both give alike (`::int`, `::text`).
 */
export async function executeRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
