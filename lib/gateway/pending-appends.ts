import 'server-only';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { CoveredSpan } from '@/lib/store/event-coverage';
import { errorCode } from './error-code';
import type { Logger } from './logger';

export interface PendingBatch {
  eventos: readonly Evento[];
  recent: boolean;
  /** Written with the batch, never before it: the log claims a span only once it holds its events. */
  covered?: CoveredSpan;
}

/**
 * How many events may wait for the store (some tens of megabytes): past that, the follower reads
 * no more from the API until they are written (`full`). What happens meanwhile stays in the API,
 * where the follower's next query finds it, so nothing is dropped to keep memory bounded.
 */
export const MAX_PENDING_EVENTS = 100_000;

/**
 * Batches the follower read that the store has not taken yet. A failed append keeps its batch
 * (and every later one) for the next try, in order: the follower has already moved past those
 * events, so dropping them would lose them for good. Appends are by id, so a batch whose append
 * committed but whose answer was lost is written once all the same. An outage is logged when it
 * starts and when it ends, not on every try.
 */
export class PendingAppends {
  private readonly queue: PendingBatch[] = [];
  private tail: Promise<unknown> = Promise.resolve();
  private failing = false;
  private count = 0;

  constructor(
    private readonly log: Logger,
    private readonly maxEvents = MAX_PENDING_EVENTS,
  ) {}

  /** Queues the batch, then appends everything queued, one at a time; false when the store refused (nothing is dropped). */
  flush(batch: PendingBatch, append: (batch: PendingBatch) => Promise<unknown>): Promise<boolean> {
    if (batch.eventos.length > 0 || batch.covered) {
      this.queue.push({ ...batch, eventos: [...batch.eventos] });
      this.count += batch.eventos.length;
    }
    const run = this.tail.then(() => this.drain(append));
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Events waiting for the store. */
  size(): number {
    return this.count;
  }

  /** As many events wait as may: the follower reads no more until they are written. */
  full(): boolean {
    return this.count >= this.maxEvents;
  }

  private async drain(append: (batch: PendingBatch) => Promise<unknown>): Promise<boolean> {
    for (let batch = this.queue[0]; batch; batch = this.queue[0]) {
      try {
        await append(batch);
      } catch (error) {
        if (!this.failing) this.log.error('no se pudieron guardar eventos en el registro: se guardan cuando vuelva', { codigo: errorCode(error), eventos: this.size() });
        this.failing = true;
        return false;
      }
      this.queue.shift();
      this.count -= batch.eventos.length;
    }
    if (this.failing) this.log.info('el registro de eventos volvió: se guardó lo pendiente');
    this.failing = false;
    return true;
  }
}
