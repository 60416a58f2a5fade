import 'server-only';

export const WINDOW_MS = 60_000;
const HISTORY_MINUTES = 60;

interface Spend {
  units: number;
  /** When the answer arrived; null while the call is in flight. */
  doneAt: number | null;
}

/**
 * What this process spent from the key, as a rolling one-minute window. A call counts from the
 * moment it is sent until one minute after its answer arrived: the upstream charged it at some
 * instant in between, so whichever window it uses (rolling or fixed), counting this long never
 * undercounts.
 */
export class SpendLedger {
  private readonly spends = new Set<Spend>();
  private readonly minutes = new Map<number, number>();

  open(units: number): Spend {
    const spend: Spend = { units, doneAt: null };
    this.spends.add(spend);
    return spend;
  }

  close(spend: Spend, now: number, counted: boolean): void {
    if (!counted) {
      this.spends.delete(spend);
      return;
    }
    spend.doneAt = now;
    const minute = Math.floor(now / WINDOW_MS);
    this.minutes.set(minute, (this.minutes.get(minute) ?? 0) + spend.units);
    for (const old of this.minutes.keys()) if (old <= minute - HISTORY_MINUTES) this.minutes.delete(old);
  }

  /** Units that may still count against the upstream window at `now`. */
  inWindow(now: number): number {
    let total = 0;
    for (const spend of this.spends) {
      if (spend.doneAt !== null && spend.doneAt <= now - WINDOW_MS) this.spends.delete(spend);
      else total += spend.units;
    }
    return total;
  }

  inFlight(): number {
    let total = 0;
    for (const spend of this.spends) if (spend.doneAt === null) total += spend.units;
    return total;
  }

  /** When the oldest finished call leaves the window, or null if none will. */
  nextExpiry(): number | null {
    let next: number | null = null;
    for (const { doneAt } of this.spends) {
      if (doneAt !== null && (next === null || doneAt < next)) next = doneAt;
    }
    return next === null ? null : next + WINDOW_MS;
  }

  /** Units answered in the last minute (rolling): what a person compares with the limit. */
  answeredInWindow(now: number): number {
    let total = 0;
    for (const { units, doneAt } of this.spends) if (doneAt !== null && doneAt > now - WINDOW_MS) total += units;
    return total;
  }

  perMinute(now: number): number[] {
    const current = Math.floor(now / WINDOW_MS);
    return Array.from({ length: HISTORY_MINUTES }, (_, i) => this.minutes.get(current - HISTORY_MINUTES + 1 + i) ?? 0);
  }
}
