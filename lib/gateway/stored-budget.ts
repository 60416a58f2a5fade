import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { type BudgetUsage, budgetUsage, cancelTake, pauseBudget, recordUnits, settleUnits, takeUnits } from '@/lib/store/budget';
import { CHANNELS } from '@/lib/store/channels';
import type { Store } from '@/lib/store/store';
import { type Budget, type BudgetSnapshot, type SpendRequest, type SpendTicket, tooCostly } from './budget';
import type { Clock } from './clock';
import { GatewayError } from './gateway-error';
import type { Logger } from './logger';
import { MemoryBudget } from './memory-budget';
import { errorCode } from './error-code';
import type { RateReport, UpstreamTarget } from './upstream-client';

/** How often the key page's figures are read again from the store, at most. */
const USAGE_REFRESH_MS = 1_000;
/** After the store failed, calls go by the process's own budget this long before it is tried again (a connection may take seconds to fail). */
const STORE_RETRY_MS = 5_000;

/** The budget's name in the store: the same for every instance calling one service with one key, and no key in it. */
export function budgetIdOf(target: UpstreamTarget): string {
  return createHash('sha256').update(`${target.baseUrl}\n${target.key}`).digest('hex').slice(0, 32);
}

/**
 * The key's budget shared by every instance on one database: each call takes its units in the
 * store (`takeUnits`), so N instances together never spend more than the key's limit per minute,
 * and a live call on one instance goes before background work waiting on another.
 *
 * The process's own budget (`MemoryBudget`) still decides in two cases: until the first answer
 * tells the key's limit (one call at a time, as it does), and while the store is out of reach,
 * when each instance goes on alone rather than stopping; the upstream's `X-RateLimit-*` and 429s
 * then keep it within the key's limit.
 */
export class StoredBudget implements Budget {
  private readonly local: MemoryBudget;
  private limit: number | null = null;
  private readonly wakers = new Set<() => void>();
  private listening: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private storeFailing = false;
  private storeRetryAt = -Infinity;
  private usage: BudgetUsage | null = null;
  private usageReadAt = -Infinity;
  private closed = false;

  constructor(
    private readonly deps: { store: Store; clock: Clock; budgetId: string; maxHistoryInFlight: number; log: Logger },
  ) {
    this.local = new MemoryBudget(deps.clock, deps.maxHistoryInFlight);
  }

  async acquire(request: SpendRequest): Promise<SpendTicket> {
    const limit = this.limit;
    if (limit === null) return this.learning(await this.local.acquire(request), await this.record(request));
    if (request.units > limit) throw tooCostly(request.units, limit);
    if (this.deps.clock.now() < this.storeRetryAt) return this.learning(await this.local.acquire(request), null);
    try {
      return await this.take(request, limit);
    } catch (error) {
      if (request.signal?.aborted || this.closed) throw error;
      this.storeFailed(error);
      return this.learning(await this.local.acquire(request), null);
    }
  }

  pause(seconds: number): void {
    this.local.pause(seconds);
    const until = this.deps.store.now() + seconds * 1000;
    pauseBudget(this.deps.store, this.deps.budgetId, until).catch((error: unknown) => this.storeFailed(error));
  }

  snapshot(): BudgetSnapshot {
    const own = this.local.snapshot();
    void this.refreshUsage();
    const usage = this.usage;
    if (this.limit === null || !usage) return own;
    const pausedUntil = Math.max(usage.pausedUntil ?? 0, own.pausado_hasta ?? 0);
    return {
      limite: this.limit,
      restantes: Math.max(0, this.limit - usage.counting - usage.foreign),
      ultimo_minuto: usage.counting - usage.inFlight,
      por_minuto: usage.perMinute,
      en_cola: usage.waiting + own.en_cola,
      en_curso: usage.inFlight,
      pausado_hasta: pausedUntil > this.deps.clock.now() ? pausedUntil : null,
    };
  }

  close(): void {
    this.closed = true;
    for (const wake of this.wakers) wake();
    void this.stopListening?.();
    this.stopListening = null;
  }

  /** Takes the units in the store, waiting as it says (or less, when another instance frees some). */
  private async take(request: SpendRequest, limit: number): Promise<SpendTicket> {
    const { store, budgetId, maxHistoryInFlight } = this.deps;
    await this.listen();
    const ticket = randomUUID();
    const maxHistory = request.history ? maxHistoryInFlight : undefined;
    for (;;) {
      request.signal?.throwIfAborted();
      if (this.closed) throw closing();
      const result = await takeUnits(store, { budget: budgetId, limit, units: request.units, priority: request.priority, ticket, maxHistoryInFlight: maxHistory });
      if (result.granted) {
        this.storeRecovered();
        return this.issue(result.spendId);
      }
      if (result.reason === 'too_costly') throw tooCostly(request.units, limit);
      try {
        await this.waitUntil(result.retryAt - store.now(), request.signal);
      } catch (error) {
        // Given up: work behind it need not leave room for it any more.
        await cancelTake(store, budgetId, ticket).catch(() => undefined);
        throw error;
      }
    }
  }

  private issue(spendId: number): SpendTicket {
    let settled = false;
    let reported: RateReport | undefined;
    return {
      report: (rate) => {
        this.limit = rate.limit;
        reported = rate;
      },
      settle: ({ counted }) => {
        if (settled) return;
        settled = true;
        this.settle(spendId, { counted, rate: reported });
      },
    };
  }

  /**
   * A ticket of the process's own budget that also learns the key's limit from the answer, and
   * settles the units it recorded in the store (none with the store out of reach).
   */
  private learning(ticket: SpendTicket, spendId: number | null): SpendTicket {
    let reported: RateReport | undefined;
    return {
      report: (rate) => {
        this.limit = rate.limit;
        reported = rate;
        ticket.report(rate);
      },
      settle: (outcome) => {
        ticket.settle(outcome);
        if (spendId !== null) this.settle(spendId, { counted: outcome.counted, rate: reported });
      },
    };
  }

  /** The units of a call sent with the limit unknown, for the other instances to count; null when the store is out of reach. */
  private record(request: SpendRequest): Promise<number | null> {
    const { store, budgetId } = this.deps;
    return recordUnits(store, { budget: budgetId, units: request.units, priority: request.priority, history: request.history }).catch((error: unknown) => {
      this.storeFailed(error);
      return null;
    });
  }

  private settle(spendId: number, outcome: { counted: boolean; rate: RateReport | undefined }): void {
    // Not settled (the store went away meanwhile), it counts as in flight for minutes: too much, never too little.
    settleUnits(this.deps.store, this.deps.budgetId, spendId, outcome).catch((error: unknown) => this.storeFailed(error));
  }

  /** Waits `ms`, or until another instance settles or gives up units (the store's notice). */
  private waitUntil(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = () => {
        cancel();
        this.wakers.delete(done);
        signal?.removeEventListener('abort', aborted);
        resolve();
      };
      const aborted = () => {
        cancel();
        this.wakers.delete(done);
        reject(signal?.reason);
      };
      const cancel = this.deps.clock.schedule(done, Math.max(0, ms));
      this.wakers.add(done);
      signal?.addEventListener('abort', aborted, { once: true });
      if (this.closed) done();
    });
  }

  private listen(): Promise<void> {
    this.listening ??= this.deps.store
      .listen(CHANNELS.budget, (payload) => {
        if (payload !== null && payload !== this.deps.budgetId) return;
        for (const wake of [...this.wakers]) wake();
      })
      .then(
        (stop) => {
          if (this.closed) return void stop();
          this.stopListening = stop;
        },
        (error: unknown) => {
          this.listening = null;
          throw error;
        },
      );
    return this.listening;
  }

  private async refreshUsage(): Promise<void> {
    const now = this.deps.clock.now();
    if (this.limit === null || now - this.usageReadAt < USAGE_REFRESH_MS) return;
    this.usageReadAt = now;
    try {
      this.usage = await budgetUsage(this.deps.store, this.deps.budgetId);
    } catch (error) {
      this.usage = null;
      this.storeFailed(error);
    }
  }

  private storeFailed(error: unknown): void {
    this.storeRetryAt = this.deps.clock.now() + STORE_RETRY_MS;
    if (!this.storeFailing) this.deps.log.error('el presupuesto compartido no está disponible: esta instancia sigue con el suyo', { codigo: errorCode(error) });
    this.storeFailing = true;
  }

  private storeRecovered(): void {
    if (this.storeFailing) this.deps.log.info('el presupuesto compartido volvió');
    this.storeFailing = false;
  }
}

function closing(): GatewayError {
  return new GatewayError({ codigo: 'error_interno', status: 503, mensaje: 'El servidor se está cerrando.', origen: 'gateway' });
}
