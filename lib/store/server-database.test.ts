import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { adminQuery, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { executeRows } from './database';
import type { Store } from './store';

describe('the database server’s connections', () => {
  let place: StorePlace | undefined;
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    await place?.remove();
    [place, store] = [undefined, undefined];
  });

  it('cut while a transaction holds one between statements, fail that transaction and leave the process standing', async () => {
    place = await storePlace('server');
    store = await place.open({ onError: () => undefined });
    const name = new URL(place.env.DATABASE_URL!).pathname.slice(1);
    const transaction = store.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The connection is checked out and idle: no statement of its own to carry the error.
      await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 2`);
    });
    await expect(transaction).rejects.toThrow();
    // The pool hands out a fresh connection after the cut one.
    expect(await executeRows(store.db, sql`select 3 as n`)).toEqual([{ n: 3 }]);
  });

  it('cut while idle in the pool, fail the transaction that gets one, and are given back: the pool still closes', async () => {
    place = await storePlace('server');
    store = await place.open({ onError: () => undefined });
    await executeRows(store.db, sql`select 1`);
    const name = new URL(place.env.DATABASE_URL!).pathname.slice(1);
    // From another process, synchronously: this one cannot hear of the cut before the next line
    // hands the idle connection to a transaction, whose BEGIN then fails.
    const terminate = `const pg = require('pg'); const c = new pg.Client(process.argv[1]);
      c.connect().then(() => c.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'")).then(() => c.end());`;
    execFileSync(process.execPath, ['-e', terminate, inject('postgresUrl')]);
    await expect(store.db.transaction((tx) => tx.execute(sql`select 2`))).rejects.toThrow();
    const closing = store.close().then(() => 'closed');
    store = undefined;
    expect(await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 5_000, 'still waiting'))])).toBe('closed');
  });
});
