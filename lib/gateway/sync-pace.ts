import 'server-only';
import type { BudgetSnapshot } from './budget';

const WINDOW_MS = 60_000;

/**
 * How much of the key the history sync may spend: in any minute, `share` of what the rest of
 * Flota left over (the key's limit less the units others spent in the last minute). Live polling
 * and people keep their priority in the budget itself; this keeps the sync from filling every
 * spare unit, so a person who starts a history does not queue behind a minute of sync calls.
 */
export class SyncPace {
  /** The sync's own calls of the last minute: when each was made and what it cost. */
  private readonly spent: { at: number; units: number }[] = [];

  constructor(private readonly share: number) {}

  record(units: number, at: number): void {
    this.spent.push({ at, units });
  }

  /**
   * How long to wait before a call of `units` may go, by the budget as it stands: 0 when it may
   * go now; `null` when the key's limit is not known yet (no answer has told it).
   */
  waitMs(units: number, budget: Pick<BudgetSnapshot, 'limite' | 'restantes'>, now: number): number | null {
    while (this.spent.length > 0 && (this.spent[0] as { at: number }).at <= now - WINDOW_MS) this.spent.shift();
    if (budget.limite === null || budget.restantes === null) return null;
    const own = this.spent.reduce((sum, call) => sum + call.units, 0);
    const others = Math.max(0, budget.limite - budget.restantes - own);
    const allowed = Math.floor(this.share * (budget.limite - others));
    if (own + units <= allowed) return 0;
    // Nothing of its own to wait out: the others are using the key; look again in a while.
    const oldest = this.spent[0];
    return oldest ? oldest.at + WINDOW_MS - now : WINDOW_MS / 4;
  }
}
