import 'server-only';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import type { Database, Db } from './database';
import { MIGRATION_LOCK } from './advisory-locks';
import { ServerNotices } from './server-notices';

export interface ServerOptions {
  url: string;
  poolMax: number;
  /** Told about a connection the pool lost while idle (the server restarted, a network cut). */
  onError(error: Error): void;
}

/** A PostgreSQL server through a node-postgres pool, shared with every other instance. */
export function openServerDatabase({ url, poolMax, onError }: ServerOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    application_name: 'flota',
    // A dead server must fail a query within seconds, so the app can serve from memory.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // Without a listener an idle connection's error (a restarted server) would end the process.
  pool.on('error', onError);
  // The pool listens only to idle connections: one checked out by a transaction between two
  // statements would throw its error from the emitter. Its next statement fails with it instead.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db: Db = drizzle({ client: pool, schema });
  // drizzle's transaction on a pool sends BEGIN before its try: a BEGIN that fails (a connection
  // the server cut while it was idle, handed out before the pool heard) never gives its
  // connection back, and the pool runs short and never ends. Each transaction takes its
  // connection here and always gives it back (a dead one is then dropped by the pool).
  db.transaction = async (run, config) => {
    const client = await pool.connect();
    try {
      return await drizzle({ client, schema }).transaction(run, config);
    } finally {
      client.release();
    }
  };
  const notices = new ServerNotices(url, onError);
  return {
    db,
    async migrate(migrationsFolder) {
      const client = await pool.connect();
      try {
        // drizzle's migrator takes no lock: two instances starting together would both apply a file.
        await client.query('select pg_advisory_lock($1, $2)', MIGRATION_LOCK);
        try {
          await migrate(drizzle({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1, $2)', MIGRATION_LOCK);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, listener) => notices.listen(channel, listener),
    // The server's autovacuum does it.
    maintain: async () => [],
    async close() {
      await notices.close();
      await pool.end();
    },
  };
}
