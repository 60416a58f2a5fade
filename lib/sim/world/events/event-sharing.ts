import type { EventBytes } from './event-bytes';
import type { EventDays } from './event-days';
import type { EventHelper } from './event-helper';

/** Below this many missing vehicle-days, handing some to the helper thread costs more than it saves. */
const HELPER_MIN_DAYS = 200;
/** Vehicle-days computed at a time: small enough that neither thread waits long for the other, nor a request for the event loop. */
const SHARE_DAYS = 100;

/** Where vehicle-days are computed and kept, besides the query's `EventDays`. */
export interface EventDayMaker {
  /** Computes the slot's vehicle-day on this thread and keeps it. */
  make(slot: number): EventBytes;
  /** Keeps a vehicle-day computed elsewhere, from its packed bytes (`packDay`). */
  keep(slot: number, bytes: Uint8Array, count: number): EventBytes;
}

/**
 * Computes the missing slots of `days` on the helper's threads and (with a single helper thread)
 * this one at once, in day order, so the first days are complete first and can be listed while
 * the rest is computed. Work goes out in shares as each thread is free for more: the faster one
 * does more, and none waits long for the others. This
 * thread yields to the event loop after each share, so other requests and the answer being
 * written go on meanwhile. Never rejects: a failure is left on `days` for its reader.
 */
export async function computeEventDays(
  days: EventDays,
  missing: readonly number[],
  maker: EventDayMaker,
  helper: EventHelper | null,
): Promise<void> {
  const put = (slot: number, events: EventBytes) => days.fill(slot, events);
  const shares = Array.from({ length: Math.ceil(missing.length / SHARE_DAYS) }, (_, k) =>
    missing.slice(k * SHARE_DAYS, (k + 1) * SHARE_DAYS),
  );
  const queue = { next: 0 };
  try {
    const lost = helper && missing.length >= HELPER_MIN_DAYS ? shareWithHelper(days, shares, queue, helper, maker) : null;
    // Awaited below; marked handled now so that a failure here first cannot leave it unhandled.
    lost?.catch(() => undefined);
    // With two helper threads or more the cores are theirs: this thread lists and writes what they
    // compute (computing here costs more, as its larger heap makes collecting garbage dearer).
    if (lost === null || helper!.threads === 1) await computeHere(shares, queue, maker, put);
    // What a helper in trouble had, or left in the queue, is computed here: it only costs time.
    for (const share of (await lost) ?? []) for (const slot of share) put(slot, maker.make(slot));
    await computeHere(shares, queue, maker, put);
  } catch (error) {
    days.fail(error);
  }
}

/** Computes the shares left in the queue on this thread, yielding to the event loop after each. */
async function computeHere(
  shares: readonly number[][],
  queue: { next: number },
  maker: EventDayMaker,
  put: (slot: number, events: EventBytes) => void,
): Promise<void> {
  while (queue.next < shares.length) {
    for (const slot of shares[queue.next++]!) put(slot, maker.make(slot));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * Hands shares to the helper from the same queue, two in flight per thread so that each starts
 * the next while this thread takes in the last. Resolves, once it has none in flight, to the shares it lost.
 */
async function shareWithHelper(
  days: EventDays,
  shares: readonly number[][],
  queue: { next: number },
  helper: EventHelper,
  maker: EventDayMaker,
): Promise<number[][]> {
  let failed = false;
  const lost: number[][] = [];
  const inFlight: Promise<void>[] = [];
  const handOut = (): void => {
    const share = shares[queue.next];
    if (failed || !share) return;
    queue.next++;
    const vehicleDays = share.map((slot) => ({ vehicle: days.vehicleOf(slot), day: days.dayOf(slot) }));
    const done = helper.compute(vehicleDays).then(
      ({ buffer, at, counts }) => {
        share.forEach((slot, k) => days.fill(slot, maker.keep(slot, new Uint8Array(buffer, at[k]!, at[k + 1]! - at[k]!), counts[k]!)));
        helper.reuse(buffer);
        handOut();
      },
      (error: unknown) => {
        if (!failed) console.error('[sim] hilo de eventos:', error);
        failed = true;
        lost.push(share);
      },
    );
    inFlight.push(done);
  };
  for (let k = 0; k < 2 * helper.threads; k++) handOut();
  for (let k = 0; k < inFlight.length; k++) await inFlight[k];
  return lost;
}
