import 'server-only';
import type { Budget, BudgetSnapshot, Priority, SpendRequest, SpendTicket } from './budget';
import { PRIORITIES, tooCostly } from './budget';
import type { Clock } from './clock';
import { SpendLedger, WINDOW_MS } from './spend-ledger';

interface Waiter {
  request: SpendRequest;
  seq: number;
  grant: (ticket: SpendTicket) => void;
  refuse: (error: Error) => void;
}

/** Share of the limit that less urgent work must leave unspent for more urgent work. */
const RESERVE_SHARE: Record<Priority, number> = { live: 0, interactive: 0.1, background: 0.3 };

/**
 * The budget of one process. It counts its own calls in a rolling window and learns from each
 * answer's `X-RateLimit-*` what others (another process, a previous run) spent from the same
 * key, so a steady state never meets a 429. Until the first answer tells the limit, it sends
 * one call at a time.
 */
export class MemoryBudget implements Budget {
  private readonly ledger = new SpendLedger();
  private readonly queue: Waiter[] = [];
  private limit: number | null = null;
  /** Units the upstream reported spent that are not ours, and when: they leave its window within a minute. */
  private foreign: { units: number; at: number } | null = null;
  private pausedUntil = 0;
  private historyInFlight = 0;
  private seq = 0;
  private cancelWake: (() => void) | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly maxHistoryInFlight: number,
  ) {}

  acquire(request: SpendRequest): Promise<SpendTicket> {
    return new Promise((resolve, reject) => {
      const { signal } = request;
      if (signal?.aborted) return reject(signal.reason);
      const waiter: Waiter = { request, seq: this.seq++, grant: resolve, refuse: reject };
      const onAbort = () => {
        const index = this.queue.indexOf(waiter);
        if (index >= 0) this.queue.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiter.grant = (ticket) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(ticket);
      };
      this.queue.push(waiter);
      this.queue.sort((a, b) => rank(a) - rank(b) || a.seq - b.seq);
      this.pump();
    });
  }

  pause(seconds: number): void {
    const now = this.clock.now();
    this.pausedUntil = Math.max(this.pausedUntil, now + seconds * 1000);
    this.pump();
  }

  snapshot(): BudgetSnapshot {
    const now = this.clock.now();
    return {
      limite: this.limit,
      restantes: this.limit === null ? null : Math.max(0, this.available(now)),
      ultimo_minuto: this.ledger.answeredInWindow(now),
      por_minuto: this.ledger.perMinute(now),
      en_cola: this.queue.length,
      en_curso: this.ledger.inFlight(),
      pausado_hasta: this.pausedUntil > now ? this.pausedUntil : null,
    };
  }

  private available(now: number): number {
    const foreign = this.foreign && this.foreign.at > now - WINDOW_MS ? this.foreign.units : 0;
    return (this.limit ?? 0) - this.ledger.inWindow(now) - foreign;
  }

  private pump(): void {
    const now = this.clock.now();
    if (now < this.pausedUntil) return this.wakeAt(this.pausedUntil);
    for (let i = 0; i < this.queue.length; ) {
      const waiter = this.queue[i] as Waiter;
      const { units, priority, history } = waiter.request;
      if (history && this.historyInFlight >= this.maxHistoryInFlight) {
        i++;
        continue;
      }
      if (this.limit !== null && units > this.limit) {
        this.queue.splice(i, 1);
        waiter.refuse(tooCostly(units, this.limit));
        continue;
      }
      const probing = this.limit === null;
      if (probing ? this.ledger.inFlight() > 0 : this.available(now) - units < this.reserve(priority, units)) break;
      this.queue.splice(i, 1);
      waiter.grant(this.issue(units, history));
      if (probing) break;
    }
    if (this.queue.length > 0) this.wakeAt(this.nextChange(now));
  }

  /** Never so large that the call could not go even with the whole window free. */
  private reserve(priority: Priority, units: number): number {
    const limit = this.limit ?? 0;
    return Math.min(Math.ceil(limit * RESERVE_SHARE[priority]), limit - units);
  }

  private issue(units: number, history: boolean): SpendTicket {
    const spend = this.ledger.open(units);
    if (history) this.historyInFlight++;
    let settled = false;
    return {
      report: (rate) => {
        this.limit = rate.limit;
        const now = this.clock.now();
        // Only answered calls surely count upstream; our calls still in flight are taken as foreign
        // too, which overstates what others spent, never understates it.
        const ours = this.ledger.answeredInWindow(now) + units;
        this.foreign = { units: Math.max(0, rate.limit - rate.remaining - ours), at: now };
      },
      settle: ({ counted }) => {
        if (settled) return;
        settled = true;
        if (history) this.historyInFlight--;
        this.ledger.close(spend, this.clock.now(), counted);
        this.pump();
      },
    };
  }

  /** The next moment more units may become available without any call ending. */
  private nextChange(now: number): number | null {
    const candidates = [this.ledger.nextExpiry(), this.foreign ? this.foreign.at + WINDOW_MS : null];
    const future = candidates.filter((t): t is number => t !== null && t > now);
    return future.length ? Math.min(...future) : null;
  }

  private wakeAt(at: number | null): void {
    this.cancelWake?.();
    this.cancelWake = at === null ? null : this.clock.schedule(() => this.pump(), Math.max(0, at - this.clock.now()) + 5);
  }
}

function rank(waiter: Waiter): number {
  return PRIORITIES.indexOf(waiter.request.priority);
}
