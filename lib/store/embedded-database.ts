import 'server-only';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import type { Database, Db } from './database';
import { lockDataDir } from './data-dir-lock';
import { analyzeStaleTables, vacuumAndAnalyze } from './embedded-statistics';

interface Opened {
  pglite: PGlite;
  db: Db;
  migrated: Promise<void> | null;
  handles: number;
  release(): Promise<void>;
}

/**
 * PGlite databases open in this process, by directory. PGlite is one connection in one process:
 * every handle on a directory (Next's separate server bundles, a test's two "instances") shares
 * it, and it closes with the last handle. Kept on `globalThis` so that separate bundles of one
 * process see the same map.
 */
const SLOT = Symbol.for('flota.store.embedded');
type Slot = { [SLOT]?: Map<string, Promise<Opened>> };

function registry(): Map<string, Promise<Opened>> {
  const slot = globalThis as Slot;
  slot[SLOT] ??= new Map();
  return slot[SLOT];
}

/** The embedded PostgreSQL (PGlite), its files under `dataDir/pglite`. */
export async function openEmbeddedDatabase(dataDir: string, onError: (error: Error) => void): Promise<Database> {
  const dir = resolve(dataDir);
  const opened = registry();
  let entry = opened.get(dir);
  if (!entry) {
    entry = start(dir);
    opened.set(dir, entry);
    entry.catch(() => opened.delete(dir));
  }
  const shared = await entry;
  shared.handles++;
  let closed = false;
  // Listeners belong to the handle: closing it stops them even while other handles keep PGlite open.
  const stops = new Set<() => Promise<void>>();
  return {
    db: shared.db,
    migrate(migrationsFolder) {
      // One process: sharing the first run is all the coordination PGlite needs. PGlite has no
      // autovacuum: the tables that have rows the planner has no statistics for (a migration
      // added them, or the process ended before its maintenance) are analyzed now, and only those.
      shared.migrated ??= migrate(shared.db as Parameters<typeof migrate>[0], { migrationsFolder }).then(async () => {
        await analyzeStaleTables(shared.pglite);
      });
      return shared.migrated;
    },
    // PGlite runs PostgreSQL in single-user mode: no autovacuum, so the store vacuums itself.
    maintain: () => vacuumAndAnalyze(shared.pglite),
    listen: async (channel, listener) => {
      // PGlite calls listeners while it reads the answer that carried the notice: a listener that
      // throws would fail that query (an append's commit), so its error goes to onError instead.
      const unlisten = await shared.pglite.listen(channel, (payload) => {
        try {
          listener(payload);
        } catch (error) {
          onError(error instanceof Error ? error : new Error(String(error)));
        }
      });
      const stop = () => {
        stops.delete(stop);
        return shared.pglite.closed ? Promise.resolve() : unlisten();
      };
      stops.add(stop);
      return stop;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...stops].map((stop) => stop()));
      if (--shared.handles > 0) return;
      opened.delete(dir);
      await shared.pglite.close();
      await shared.release();
    },
  };
}

/**
 * PostgreSQL's buffer pool in PGlite. Its default, 128 MB, is resident from the start
 * (Emscripten zeroes the memory PostgreSQL maps): a PGlite opened with it held 296 MB, with 32 MB
 * 185 MB, and the server some 110 MB less after its start (bench/server-start.ts). The operating
 * system caches the files anyway: PGlite reads them through Node, from the page cache. A week of
 * 500 vehicles' events (150,000 rows of a 334 MB log) read in about the same time with 16, 32,
 * 64 and 128 MB, measured on a loaded machine: the store-events bench should confirm it.
 */
export const SHARED_BUFFERS = '32MB';

async function start(dir: string): Promise<Opened> {
  await mkdir(dir, { recursive: true });
  const release = await lockDataDir(dir);
  try {
    const pglite = await PGlite.create(join(dir, 'pglite'), { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`] });
    const db: Db = drizzle({ client: pglite, schema });
    return { pglite, db, migrated: null, handles: 0, release };
  } catch (error) {
    await release();
    throw error;
  }
}
