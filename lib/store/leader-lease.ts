import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { CHANNELS, notify } from './channels';
import { excluded } from './excluded';
import { leaderLease } from './schema';
import type { Store } from './store';

/** Who leads a role (for example `positions`), since when and until when. */
export interface Lease {
  role: string;
  holder: string;
  /** Grows by one at every change of holder: work stamped with an older term came from a former leader. */
  term: number;
  since: number;
  expiresAt: number;
  /** What the holder's polls of the role last did, as it reported them (`reportPoll`). */
  poll: LeaderPoll;
}

/** When the leader's last poll succeeded and its last one failed (with the error's code), on its clock. */
export interface LeaderPoll {
  okAt: number | null;
  failedAt: number | null;
  failure: string | null;
}

/**
 * Takes the role's lease for `ttlMs`, or renews it if this instance holds it; another
 * instance's lease is taken only once it has expired. One statement: of several instances
 * claiming at once, exactly one wins.
 */
export async function claimLease(store: Store, role: string, ttlMs = store.leaseMs): Promise<{ leading: boolean; lease: Lease }> {
  const now = store.now();
  const mine = sql`${leaderLease.holder} = ${store.instanceId}`;
  return store.db.transaction(async (tx) => {
    const [won] = await tx
      .insert(leaderLease)
      .values({ role, holder: store.instanceId, term: 1, since: new Date(now), expiresAt: new Date(now + ttlMs) })
      .onConflictDoUpdate({
        target: leaderLease.role,
        set: {
          holder: excluded(leaderLease.holder),
          term: sql`case when ${mine} then ${leaderLease.term} else ${leaderLease.term} + 1 end`,
          since: sql`case when ${mine} then ${leaderLease.since} else ${excluded(leaderLease.since)} end`,
          expiresAt: excluded(leaderLease.expiresAt),
        },
        setWhere: sql`${mine} or ${leaderLease.expiresAt} <= ${new Date(now)}`,
      })
      .returning();
    if (won) {
      const lease = leaseOf(won);
      if (lease.since === now) await notify(tx, CHANNELS.leader, JSON.stringify({ role, holder: lease.holder, term: lease.term }));
      return { leading: true, lease };
    }
    const [held] = await tx.select().from(leaderLease).where(eq(leaderLease.role, role));
    return { leading: false, lease: leaseOf(held as typeof leaderLease.$inferSelect) };
  });
}

/** Gives the role up at once (a clean shutdown), so another instance need not wait for the expiry. */
export async function releaseLease(store: Store, role: string): Promise<void> {
  await store.db.transaction(async (tx) => {
    const released = await tx
      .update(leaderLease)
      .set({ expiresAt: new Date(store.now()) })
      .where(and(eq(leaderLease.role, role), eq(leaderLease.holder, store.instanceId)))
      .returning({ term: leaderLease.term });
    if (released.length > 0) await notify(tx, CHANNELS.leader, JSON.stringify({ role, holder: null, term: released[0]?.term }));
  });
}

/** How one poll went: failed, with the error's code. */
export type PollOutcome = { ok: true } | { ok: false; codigo: string };

/** The holder tells how its poll of the role went; a former holder's word is not taken. */
export async function reportPoll(store: Store, role: string, outcome: PollOutcome): Promise<void> {
  const at = new Date(store.now());
  await store.db
    .update(leaderLease)
    .set(outcome.ok ? { polledAt: at } : { failedAt: at, failure: outcome.codigo })
    .where(and(eq(leaderLease.role, role), eq(leaderLease.holder, store.instanceId)));
}

/** Every role's lease, expired ones included (the health answer shows them). */
export async function leases(store: Store): Promise<Lease[]> {
  return (await store.db.select().from(leaderLease).orderBy(leaderLease.role)).map(leaseOf);
}

function leaseOf(row: typeof leaderLease.$inferSelect): Lease {
  return {
    role: row.role,
    holder: row.holder,
    term: row.term,
    since: row.since.getTime(),
    expiresAt: row.expiresAt.getTime(),
    poll: { okAt: row.polledAt?.getTime() ?? null, failedAt: row.failedAt?.getTime() ?? null, failure: row.failure },
  };
}
