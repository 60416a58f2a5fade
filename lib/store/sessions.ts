import 'server-only';
import { and, eq, gt, lte } from 'drizzle-orm';
import { CHANNELS, notify } from './channels';
import { excluded } from './excluded';
import { revokedSession } from './schema';
import type { Store } from './store';

/**
 * Sessions signed out before their cookie expired. A copied cookie cannot be taken back, so its
 * session id is refused on every instance until `until`, the moment the cookie would have
 * expired anyway; then the row is no longer needed.
 */
export async function revokeSession(store: Store, id: string, until: number): Promise<void> {
  await store.db.transaction(async (tx) => {
    await tx
      .insert(revokedSession)
      .values({ id, until: new Date(until) })
      .onConflictDoUpdate({ target: revokedSession.id, set: { until: excluded(revokedSession.until) } });
    // Instances that remember opened sessions drop this one at once.
    await notify(tx, CHANNELS.sessions, id);
  });
}

export async function isSessionRevoked(store: Store, id: string): Promise<boolean> {
  const [row] = await store.db
    .select({ id: revokedSession.id })
    .from(revokedSession)
    .where(and(eq(revokedSession.id, id), gt(revokedSession.until, new Date(store.now()))))
    .limit(1);
  return row !== undefined;
}

/** Forgets revocations whose cookies have expired. */
export async function pruneRevokedSessions(store: Store): Promise<number> {
  const removed = await store.db
    .delete(revokedSession)
    .where(lte(revokedSession.until, new Date(store.now())))
    .returning({ id: revokedSession.id });
  return removed.length;
}
