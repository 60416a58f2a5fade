import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The value an upsert proposed for `column` (`excluded.<column>`), for `onConflictDoUpdate`'s `set`. */
export function excluded(column: PgColumn): SQL {
  return sql`excluded.${sql.identifier(column.name)}`;
}
