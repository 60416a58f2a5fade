/**
 * The per-key unit budget (docs/embedded-api.md#budget): a rolling one-minute window. A request that
 * does not fit is refused and spends nothing; the caller learns when it would fit.
 */
const WINDOW_MS = 60_000;

interface Spend {
  at: number;
  units: number;
}

export type BudgetDecision =
  | { ok: true; remaining: number }
  | { ok: false; remaining: number; retryAfterS: number };

export class UnitBudget {
  private readonly spends = new Map<string, Spend[]>();

  /** Units left for the key now, without spending any. */
  remaining(keyId: string, limit: number, now: number): number {
    return Math.max(0, limit - this.used(keyId, now));
  }

  take(keyId: string, limit: number, units: number, now: number): BudgetDecision {
    const used = this.used(keyId, now);
    if (used + units <= limit) {
      this.window(keyId).push({ at: now, units });
      return { ok: true, remaining: limit - used - units };
    }
    return { ok: false, remaining: Math.max(0, limit - used), retryAfterS: this.secondsUntilFree(keyId, used + units - limit, now) };
  }

  private secondsUntilFree(keyId: string, needed: number, now: number): number {
    let freed = 0;
    for (const spend of this.window(keyId)) {
      freed += spend.units;
      if (freed >= needed) return Math.max(1, Math.ceil((spend.at + WINDOW_MS - now) / 1000));
    }
    // More than the whole budget: a full minute is the honest answer.
    return WINDOW_MS / 1000;
  }

  private used(keyId: string, now: number): number {
    const spends = this.window(keyId);
    while (spends.length > 0 && spends[0]!.at <= now - WINDOW_MS) spends.shift();
    return spends.reduce((sum, s) => sum + s.units, 0);
  }

  private window(keyId: string): Spend[] {
    let spends = this.spends.get(keyId);
    if (!spends) {
      spends = [];
      this.spends.set(keyId, spends);
    }
    return spends;
  }
}
