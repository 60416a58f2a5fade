import 'server-only';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import { and, eq, gt, sql } from 'drizzle-orm';
import { CHANNELS, notify } from './channels';
import { excluded } from './excluded';
import { snapshot } from './schema';
import { SNAPSHOT_LOCK_CLASS } from './advisory-locks';
import type { Db } from './database';
import type { Store } from './store';

/**
 * The leader's latest snapshot of something every instance serves (the positions of the whole
 * fleet, a few megabytes of JSON every few seconds), compressed fast rather than small. Each
 * write raises the version and tells the followers, who read it once per version.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
// In zlib's thread pool: the 3.5 MB of 10,000 positions take tens of ms each way, which would
// otherwise hold every request of the instance at each poll.
const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);
const unpack = async (body: Uint8Array) => (await decompress(body)).toString('utf8');

export interface Snapshot {
  version: number;
  takenAt: number;
  body: string;
}

/** Stores a snapshot unless a newer one is there already (a former leader writing late); its version, or null. */
export async function putSnapshot(store: Store, name: string, body: string, takenAt: number): Promise<number | null> {
  const packed = await compress(body, BROTLI);
  return store.db.transaction((tx) => writeSnapshot(tx, name, packed, takenAt));
}

async function writeSnapshot(tx: Db, name: string, packed: Buffer, takenAt: number): Promise<number | null> {
  const [row] = await tx
    .insert(snapshot)
    .values({ name, version: 1, takenAt: new Date(takenAt), body: packed })
    .onConflictDoUpdate({
      target: snapshot.name,
      set: { version: sql`${snapshot.version} + 1`, takenAt: excluded(snapshot.takenAt), body: excluded(snapshot.body) },
      setWhere: sql`${excluded(snapshot.takenAt)} >= ${snapshot.takenAt}`,
    })
    .returning({ version: snapshot.version });
  if (!row) return null;
  await notify(tx, CHANNELS.snapshot, JSON.stringify({ name, version: row.version }));
  return row.version;
}

/**
 * The snapshot `name` if one was taken at `since` or later; else the one `take` makes, stored.
 * One caller at a time per name (an advisory lock held by the transaction): instances that need
 * it at the same moment make it once, and the others read what the first stored. The lock is
 * held while `take` runs, on a connection of its own: for a database server's pool, not for the
 * embedded database's single connection.
 */
export async function snapshotSince(store: Store, name: string, since: number, take: () => Promise<{ body: string; takenAt: number }>): Promise<Snapshot> {
  return store.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SNAPSHOT_LOCK_CLASS}, hashtext(${name}))`);
    const [row] = await tx.select().from(snapshot).where(eq(snapshot.name, name));
    if (row && row.takenAt.getTime() >= since) return { version: row.version, takenAt: row.takenAt.getTime(), body: await unpack(row.body) };
    const made = await take();
    const version = (await writeSnapshot(tx, name, await compress(made.body, BROTLI), made.takenAt)) ?? row?.version ?? 0;
    return { version, ...made };
  });
}

/** The latest snapshot if its version is above `newerThan`, else null. */
export async function readSnapshot(store: Store, name: string, newerThan = 0): Promise<Snapshot | null> {
  const [row] = await store.db
    .select()
    .from(snapshot)
    .where(and(eq(snapshot.name, name), gt(snapshot.version, newerThan)));
  if (!row) return null;
  return { version: row.version, takenAt: row.takenAt.getTime(), body: await unpack(row.body) };
}
