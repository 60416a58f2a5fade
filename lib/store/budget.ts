import 'server-only';
import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { CHANNELS, notify } from './channels';
import type { Db } from './database';
import { budget, budgetSpend, budgetWaiter } from './schema';
import type { Store } from './store';

/**
 * One unit budget for every instance: an API key's units per minute, counted in the store so
 * that N instances never spend more than the key allows, with the same priorities on all of
 * them (live positions, then a person waiting, then background work). The upstream counts a
 * rolling minute, so a take counts from the moment it is granted until a minute after its
 * answer (`settleUnits`). Every take runs in a transaction that locks the budget's row: takes
 * on all instances happen one at a time.
 */
export const PRIORITIES = ['live', 'interactive', 'background'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const WINDOW_MS = 60_000;
/** Share of the limit that less urgent work leaves unspent for more urgent work. */
const RESERVE_SHARE: Record<Priority, number> = { live: 0, interactive: 0.1, background: 0.3 };
/** A call never settled (its instance died) stops counting this long after it was sent. */
const STALE_MS = 5 * 60_000;
/** A refused take holds its place this long past the moment it was told to come back. */
const WAIT_GRACE_MS = 5_000;
/** When no answered call's expiry will make room (calls in flight, others ahead), look again after this. */
const RECHECK_MS = 1_000;
const HISTORY_MS = 60 * 60_000;

export interface TakeRequest {
  /** Which budget: a fingerprint of the API key, never the key itself. */
  budget: string;
  /** The key's units per minute, as last reported by the upstream. */
  limit: number;
  units: number;
  priority: Priority;
  /** The same for every try of one call, so that a refused call keeps its place in line. */
  ticket: string;
  /** History calls are also limited in how many may be in flight at once, on all instances together. */
  maxHistoryInFlight?: number;
}

export type TakeResult =
  | { granted: true; spendId: number }
  | { granted: false; reason: 'window' | 'ahead' | 'paused' | 'in_flight'; retryAt: number }
  | { granted: false; reason: 'too_costly' };

/** Takes `units` now, or says when to try again (earlier if a `budget` notice comes). */
export async function takeUnits(store: Store, request: TakeRequest): Promise<TakeResult> {
  if (request.units > request.limit) return { granted: false, reason: 'too_costly' };
  const now = store.now();
  return store.db.transaction(async (tx) => {
    const { pausedUntil, foreign } = await lockBudget(tx, request.budget, now);
    const mine = await waiterSince(tx, request, now);
    const refuse = async (reason: 'window' | 'ahead' | 'paused' | 'in_flight', retryAt: number): Promise<TakeResult> => {
      await holdPlace(tx, request, mine ?? now, retryAt);
      return { granted: false, reason, retryAt };
    };
    if (pausedUntil !== null && pausedUntil > now) return refuse('paused', pausedUntil);
    const spends = await countingSpends(tx, request.budget, now);
    if (request.maxHistoryInFlight !== undefined) {
      const inFlight = spends.filter((s) => s.history && s.answeredAt === null).length;
      if (inFlight >= request.maxHistoryInFlight) return refuse('in_flight', now + RECHECK_MS);
    }
    const spent = spends.reduce((sum, s) => sum + s.units, foreign.units);
    const ahead = await unitsAhead(tx, request, mine, now);
    const reserve = Math.min(Math.ceil(request.limit * RESERVE_SHARE[request.priority]), request.limit - request.units);
    const short = request.units + reserve + ahead - (request.limit - spent);
    if (short > 0) return refuse(ahead > 0 ? 'ahead' : 'window', Math.min(roomAt(spends, short, now), foreign.endsAt));
    const [spend] = await tx
      .insert(budgetSpend)
      .values({
        budgetId: request.budget,
        units: request.units,
        priority: PRIORITIES.indexOf(request.priority),
        history: request.maxHistoryInFlight !== undefined,
        instance: store.instanceId,
        takenAt: new Date(now),
      })
      .returning({ id: budgetSpend.id });
    if (mine !== null) await tx.delete(budgetWaiter).where(waiterIs(request));
    return { granted: true, spendId: (spend as { id: number }).id };
  });
}

/**
 * Units taken with the key's limit not known yet (an instance's first call, which learns it from
 * the answer): nothing to check them against, but the other instances count them all the same.
 */
export async function recordUnits(store: Store, request: Pick<TakeRequest, 'budget' | 'units' | 'priority'> & { history: boolean }): Promise<number> {
  const [spend] = await store.db
    .insert(budgetSpend)
    .values({
      budgetId: request.budget,
      units: request.units,
      priority: PRIORITIES.indexOf(request.priority),
      history: request.history,
      instance: store.instanceId,
      takenAt: new Date(store.now()),
    })
    .returning({ id: budgetSpend.id });
  return (spend as { id: number }).id;
}

/**
 * The call ended. Counted: it goes on counting until a minute after now. Not counted (the
 * upstream refused it without charging): its units are free again at once. With the rate the
 * answer reported (`X-RateLimit-*`), what the key spent beyond the calls of every instance (another program on
 * the same key) counts against the limit for a minute.
 */
export async function settleUnits(store: Store, budgetId: string, spendId: number, outcome: { counted: boolean; rate?: { limit: number; remaining: number } }): Promise<void> {
  const now = store.now();
  await store.db.transaction(async (tx) => {
    const where = and(eq(budgetSpend.id, spendId), eq(budgetSpend.budgetId, budgetId), isNull(budgetSpend.answeredAt));
    if (outcome.counted) await tx.update(budgetSpend).set({ answeredAt: new Date(now) }).where(where);
    else await tx.delete(budgetSpend).where(where);
    if (outcome.rate) await recordForeign(tx, budgetId, outcome.rate, now);
    await notify(tx, CHANNELS.budget, budgetId);
  });
}

/**
 * What the upstream counted beyond every unit the instances count (answered in the window, or
 * in flight: those reach the upstream within moments of their take). Counting another
 * instance's call in flight as foreign would hold its units twice for a minute.
 */
async function recordForeign(tx: Db, budgetId: string, rate: { limit: number; remaining: number }, now: number): Promise<void> {
  const ours = await countingSpends(tx, budgetId, now);
  const units = Math.max(0, rate.limit - rate.remaining - ours.reduce((sum, spend) => sum + spend.units, 0));
  await tx
    .insert(budget)
    .values({ id: budgetId, foreignUnits: units, foreignAt: new Date(now) })
    .onConflictDoUpdate({ target: budget.id, set: { foreignUnits: units, foreignAt: new Date(now) } });
}

/** A refused call gave up waiting: less urgent ones need not leave room for it any more. */
export async function cancelTake(store: Store, budgetId: string, ticket: string): Promise<void> {
  await store.db.transaction(async (tx) => {
    const removed = await tx
      .delete(budgetWaiter)
      .where(and(eq(budgetWaiter.budgetId, budgetId), eq(budgetWaiter.ticket, ticket)))
      .returning({ ticket: budgetWaiter.ticket });
    if (removed.length > 0) await notify(tx, CHANNELS.budget, budgetId);
  });
}

/** The upstream answered 429 with `Retry-After`: no instance sends anything until `until`. */
export async function pauseBudget(store: Store, budgetId: string, until: number): Promise<void> {
  await store.db
    .insert(budget)
    .values({ id: budgetId, pausedUntil: new Date(until) })
    .onConflictDoUpdate({ target: budget.id, set: { pausedUntil: sql`greatest(${budget.pausedUntil}, ${new Date(until)})` } });
}

export interface BudgetUsage {
  /** Units counting against the limit now (answered in the last minute, or in flight). */
  counting: number;
  inFlight: number;
  /** Units answered in each of the last 60 minutes, oldest first; the last is the current minute. */
  perMinute: number[];
  waiting: number;
  pausedUntil: number | null;
  /** Units the upstream reported spent by other users of the key in the last minute. */
  foreign: number;
}

export async function budgetUsage(store: Store, budgetId: string): Promise<BudgetUsage> {
  const now = store.now();
  const [spends, waiting, [row]] = await Promise.all([
    store.db.select().from(budgetSpend).where(and(eq(budgetSpend.budgetId, budgetId), gt(budgetSpend.takenAt, new Date(now - HISTORY_MS - STALE_MS)))),
    store.db.select({ units: budgetWaiter.units }).from(budgetWaiter).where(and(eq(budgetWaiter.budgetId, budgetId), gt(budgetWaiter.expiresAt, new Date(now)))),
    store.db.select().from(budget).where(eq(budget.id, budgetId)),
  ]);
  const minute = Math.floor(now / WINDOW_MS);
  const perMinute = new Array<number>(60).fill(0);
  let counting = 0;
  let inFlight = 0;
  for (const spend of spends) {
    const answered = spend.answeredAt?.getTime() ?? null;
    const flying = answered === null && spend.takenAt.getTime() > now - STALE_MS;
    if (flying) inFlight += spend.units;
    if (flying || (answered !== null && answered > now - WINDOW_MS)) counting += spend.units;
    const slot = answered === null ? -1 : 59 - (minute - Math.floor(answered / WINDOW_MS));
    if (slot >= 0 && slot < 60) perMinute[slot] = (perMinute[slot] as number) + spend.units;
  }
  const pausedUntil = row?.pausedUntil && row.pausedUntil.getTime() > now ? row.pausedUntil.getTime() : null;
  return { counting, inFlight, perMinute, waiting: waiting.length, pausedUntil, foreign: row ? foreignOf(row, now).units : 0 };
}

/** Foreign units still in the upstream's window, and when they leave it. */
interface Foreign {
  units: number;
  endsAt: number;
}

function foreignOf(row: { foreignUnits: number; foreignAt: Date | null }, now: number): Foreign {
  const endsAt = (row.foreignAt?.getTime() ?? -Infinity) + WINDOW_MS;
  return endsAt > now && row.foreignUnits > 0 ? { units: row.foreignUnits, endsAt: endsAt + 1 } : { units: 0, endsAt: Infinity };
}

/** Locks the budget's row (made on first use) for the transaction; tidies what no longer counts. */
async function lockBudget(tx: Db, budgetId: string, now: number): Promise<{ pausedUntil: number | null; foreign: Foreign }> {
  await tx.insert(budget).values({ id: budgetId }).onConflictDoNothing();
  const [row] = await tx.select().from(budget).where(eq(budget.id, budgetId)).for('update');
  await tx.delete(budgetSpend).where(and(eq(budgetSpend.budgetId, budgetId), lt(budgetSpend.takenAt, new Date(now - HISTORY_MS - STALE_MS))));
  await tx.delete(budgetWaiter).where(and(eq(budgetWaiter.budgetId, budgetId), lt(budgetWaiter.expiresAt, new Date(now))));
  return { pausedUntil: row?.pausedUntil?.getTime() ?? null, foreign: row ? foreignOf(row, now) : { units: 0, endsAt: Infinity } };
}

interface Counting {
  units: number;
  history: boolean;
  answeredAt: number | null;
}

async function countingSpends(tx: Db, budgetId: string, now: number): Promise<Counting[]> {
  const rows = await tx
    .select({ units: budgetSpend.units, history: budgetSpend.history, answeredAt: budgetSpend.answeredAt })
    .from(budgetSpend)
    .where(
      and(
        eq(budgetSpend.budgetId, budgetId),
        or(
          and(isNull(budgetSpend.answeredAt), gt(budgetSpend.takenAt, new Date(now - STALE_MS))),
          and(isNotNull(budgetSpend.answeredAt), gt(budgetSpend.answeredAt, new Date(now - WINDOW_MS))),
        ),
      ),
    )
    .orderBy(asc(budgetSpend.answeredAt));
  return rows.map((row) => ({ ...row, answeredAt: row.answeredAt?.getTime() ?? null }));
}

/** When this take first waited (it keeps its place among equals), or null if it never did. */
async function waiterSince(tx: Db, request: TakeRequest, now: number): Promise<number | null> {
  const [row] = await tx.select({ since: budgetWaiter.since }).from(budgetWaiter).where(and(waiterIs(request), gt(budgetWaiter.expiresAt, new Date(now))));
  return row?.since.getTime() ?? null;
}

/** Units wanted by waiting takes ahead of this one: more urgent, or as urgent and waiting longer. */
async function unitsAhead(tx: Db, request: TakeRequest, mine: number | null, now: number): Promise<number> {
  const rank = PRIORITIES.indexOf(request.priority);
  const since = new Date(mine ?? now);
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${budgetWaiter.units}), 0)::int` })
    .from(budgetWaiter)
    .where(
      and(
        eq(budgetWaiter.budgetId, request.budget),
        sql`${budgetWaiter.ticket} <> ${request.ticket}`,
        gt(budgetWaiter.expiresAt, new Date(now)),
        or(
          lt(budgetWaiter.priority, rank),
          and(eq(budgetWaiter.priority, rank), or(lt(budgetWaiter.since, since), and(eq(budgetWaiter.since, since), lt(budgetWaiter.ticket, request.ticket)))),
        ),
      ),
    );
  return row?.units ?? 0;
}

async function holdPlace(tx: Db, request: TakeRequest, since: number, retryAt: number): Promise<void> {
  const row = {
    budgetId: request.budget,
    ticket: request.ticket,
    priority: PRIORITIES.indexOf(request.priority),
    units: request.units,
    since: new Date(since),
    expiresAt: new Date(retryAt + WAIT_GRACE_MS),
  };
  await tx
    .insert(budgetWaiter)
    .values(row)
    .onConflictDoUpdate({ target: [budgetWaiter.budgetId, budgetWaiter.ticket], set: { expiresAt: row.expiresAt, units: row.units, priority: row.priority } });
}

/** The first moment enough answered units leave the window to cover `short`, or a recheck soon. */
function roomAt(spends: readonly Counting[], short: number, now: number): number {
  let freed = 0;
  for (const spend of spends) {
    if (spend.answeredAt === null) continue;
    freed += spend.units;
    if (freed >= short) return Math.max(spend.answeredAt + WINDOW_MS + 1, now + 1);
  }
  return now + RECHECK_MS;
}

function waiterIs(request: TakeRequest) {
  return and(eq(budgetWaiter.budgetId, request.budget), eq(budgetWaiter.ticket, request.ticket));
}
