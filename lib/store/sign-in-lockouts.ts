import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { signInFailure } from './schema';
import type { Store } from './store';

/** Failures are counted per user name and, apart, per address. */
export type SignInScope = 'user' | 'address';

export interface SignInRule {
  /** The failure that reaches this count locks the subject out. */
  maxFailures: number;
  /** Failures further apart than this start the count again. */
  windowMs: number;
  lockMs: number;
}

export interface SignInState {
  /** Failures counted in the current window (0 when there are none). */
  failures: number;
  /** Until when the subject is locked out, or null. */
  lockedUntil: number | null;
}

/**
 * Counts one failed sign-in and returns the state it leaves: a count within a window that starts
 * at the first failure, and a lock-out once the count reaches `maxFailures`. One statement, so
 * failures on several instances at once all count.
 */
export async function recordSignInFailure(store: Store, scope: SignInScope, subject: string, rule: SignInRule): Promise<SignInState> {
  const now = new Date(store.now());
  const windowEnds = new Date(now.getTime() + rule.windowMs);
  const lockedUntil = new Date(now.getTime() + rule.lockMs);
  // A window (and any lock-out) that has ended starts the count again from this failure.
  const fresh = sql`(${signInFailure.windowEnds} <= ${now} and coalesce(${signInFailure.lockedUntil} <= ${now}, true))`;
  const failures = sql`case when ${fresh} then 1 else ${signInFailure.failures} + 1 end`;
  const [row] = await store.db
    .insert(signInFailure)
    .values({ scope, subject, failures: 1, windowEnds, lockedUntil: rule.maxFailures <= 1 ? lockedUntil : null })
    .onConflictDoUpdate({
      target: [signInFailure.scope, signInFailure.subject],
      set: {
        failures,
        windowEnds: sql`case when ${fresh} then ${windowEnds} else ${signInFailure.windowEnds} end`,
        lockedUntil: sql`case when ${failures} >= ${rule.maxFailures} then ${lockedUntil}
          when ${fresh} then null else ${signInFailure.lockedUntil} end`,
      },
    })
    .returning();
  return stateOf(row, now.getTime());
}

/** The subject's state now, before a password is checked. */
export async function signInState(store: Store, scope: SignInScope, subject: string): Promise<SignInState> {
  const [row] = await store.db
    .select()
    .from(signInFailure)
    .where(and(eq(signInFailure.scope, scope), eq(signInFailure.subject, subject)));
  return stateOf(row, store.now());
}

/** A successful sign-in clears the user name's count (never the address's: see lib/auth). */
export async function clearSignInFailures(store: Store, scope: SignInScope, subject: string): Promise<void> {
  await store.db.delete(signInFailure).where(and(eq(signInFailure.scope, scope), eq(signInFailure.subject, subject)));
}

/** Forgets counts whose window and lock-out have both ended. */
export async function pruneSignInFailures(store: Store): Promise<number> {
  const now = new Date(store.now());
  const removed = await store.db
    .delete(signInFailure)
    .where(and(lte(signInFailure.windowEnds, now), sql`coalesce(${signInFailure.lockedUntil} <= ${now}, true)`))
    .returning({ subject: signInFailure.subject });
  return removed.length;
}

function stateOf(row: typeof signInFailure.$inferSelect | undefined, now: number): SignInState {
  if (!row) return { failures: 0, lockedUntil: null };
  const locked = row.lockedUntil !== null && row.lockedUntil.getTime() > now ? row.lockedUntil.getTime() : null;
  if (locked === null && row.windowEnds.getTime() <= now) return { failures: 0, lockedUntil: null };
  return { failures: row.failures, lockedUntil: locked };
}
