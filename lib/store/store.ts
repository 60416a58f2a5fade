import 'server-only';
import { join } from 'node:path';
import type { StoreConfig } from './config';
import type { Channel, NoticeListener } from './channels';
import type { Database, Db } from './database';
import { openEmbeddedDatabase } from './embedded-database';
import { openServerDatabase } from './server-database';

export type Engine = StoreConfig['engine'];

/**
 * An open store. Every query module takes one as its first argument; none of them knows which
 * engine is behind `db`: the same SQL runs on the embedded database and on a server.
 */
export interface Store {
  readonly engine: Engine;
  /** This process among the instances sharing the database (leases and budget waits name it). */
  readonly instanceId: string;
  readonly db: Db;
  /** Epoch milliseconds; leases, budget windows and expiries are measured with it. */
  readonly now: () => number;
  readonly retentionMs: number;
  readonly leaseMs: number;
  /** Calls `listener` with each notice on `channel`, and with `null` after notices may have been lost. */
  listen(channel: Channel, listener: NoticeListener): Promise<() => Promise<void>>;
  /**
   * Vacuums, and analyzes the tables whose statistics went stale, where the engine does not on
   * its own (the embedded one); answers the tables analyzed. `pruneStore` calls it.
   */
  maintain(): Promise<string[]>;
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  /** Time for leases, budget windows and expiries; tests pass one they drive. */
  now?: () => number;
  /** Where the migration files are; the repository's by default. */
  migrationsFolder?: string;
  /** Errors no caller would otherwise hear of: idle connections lost, listeners that threw. */
  onError?: (error: Error) => void;
}

const DAY_MS = 86_400_000;

/** Opens the configured database and brings its schema up to date. */
export async function openStore(config: StoreConfig, options: OpenStoreOptions = {}): Promise<Store> {
  const onError = options.onError ?? ((error: Error) => console.error(`[flota] almacenamiento: ${error.message}`));
  const database: Database =
    config.engine === 'server'
      ? openServerDatabase({ url: config.url, poolMax: config.poolMax, onError })
      : await openEmbeddedDatabase(config.dataDir, onError);
  try {
    // Next runs from the repository's root, and so do tests and benches.
    await database.migrate(options.migrationsFolder ?? join(process.cwd(), 'lib/store/migrations'));
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    engine: config.engine,
    instanceId: config.instanceId,
    db: database.db,
    now: options.now ?? Date.now,
    retentionMs: config.retentionDays * DAY_MS,
    leaseMs: config.leaseMs,
    listen: (channel, listener) => database.listen(channel, listener),
    maintain: () => database.maintain(),
    close: () => (closing ??= database.close()),
  };
}
