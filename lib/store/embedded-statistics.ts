import 'server-only';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The planner's statistics on the embedded engine, which keeps them up to date on its own no
 * more than it vacuums: PGlite runs PostgreSQL in single-user mode, with no autovacuum, and its
 * activity counters (`pg_stat_user_tables`: rows changed since the last ANALYZE) are neither
 * kept across a restart nor, in PGlite, counted as rows are written. What autovacuum would
 * decide from those counters is decided here from the catalogue, which is kept: a table's
 * statistics are stale when it has rows and was never analyzed, or when it has grown past the
 * size they were taken at by autovacuum's margin (10% of it, and more than a page); and, at
 * maintenance, when a VACUUM finds the number of rows changed by as much (what pruning removed).
 * Without statistics a week of events was sorted on disk; analyzing every table at every start
 * cost seconds on a database of any size, for tables that had not changed.
 */

/** Autovacuum's defaults: analyze after 50 rows plus 10% of the table have changed. */
const ROWS = 50;
const SHARE = 0.1;

interface TableSize {
  name: string;
  /** Rows when last analyzed or vacuumed; -1 if never. */
  reltuples: number;
  /** Pages then. */
  relpages: number;
  /** Pages now. */
  pages: number;
}

async function tableSizes(pglite: PGlite): Promise<TableSize[]> {
  const { rows } = await pglite.query<TableSize>(
    `select quote_ident(c.relname) as name, c.reltuples::float8 as reltuples, c.relpages::int as relpages,
            (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname`,
  );
  return rows;
}

function grownPastStatistics({ reltuples, relpages, pages }: TableSize): boolean {
  if (pages === 0) return false;
  return reltuples < 0 || pages > relpages * (1 + SHARE) + 1;
}

async function analyze(pglite: PGlite, tables: string[]): Promise<string[]> {
  if (tables.length > 0) await pglite.exec(`ANALYZE ${tables.join(', ')}`);
  return tables;
}

/** Analyzes the tables whose statistics are missing or stale; answers their names (none, on a database that has not changed). */
export async function analyzeStaleTables(pglite: PGlite): Promise<string[]> {
  return analyze(
    pglite,
    (await tableSizes(pglite)).filter(grownPastStatistics).map((t) => t.name),
  );
}

/**
 * Autovacuum's work: the tables that grew are analyzed (before VACUUM, which brings their sizes
 * up to date without statistics), the whole database is vacuumed, and the tables whose row count
 * VACUUM found changed by autovacuum's margin (rows pruned) are analyzed. Answers what it analyzed.
 */
export async function vacuumAndAnalyze(pglite: PGlite): Promise<string[]> {
  const grown = await analyzeStaleTables(pglite);
  const before = new Map((await tableSizes(pglite)).map((t) => [t.name, t.reltuples]));
  await pglite.exec('VACUUM');
  const changed = (await tableSizes(pglite))
    .filter(({ name, reltuples }) => {
      const was = before.get(name) ?? -1;
      return !grown.includes(name) && was >= 0 && Math.abs(reltuples - was) > ROWS + SHARE * was;
    })
    .map((t) => t.name);
  return [...grown, ...(await analyze(pglite, changed))];
}
