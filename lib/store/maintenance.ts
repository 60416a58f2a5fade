import 'server-only';
import { type Pruned, pruneStore } from './retention';
import type { Store } from './store';

export interface MaintenanceOptions {
  /** From the call to the first run: once the server is ready and its start's work is done. */
  firstAfterMs?: number;
  /** Between the end of one run and the start of the next. */
  everyMs?: number;
  onRun?(pruned: Pruned, ms: number): void;
  onError?(error: Error): void;
}

export interface ScheduledMaintenance {
  /** Cancels the next run and waits for one under way (the store must not close under it). */
  stop(): Promise<void>;
}

const MINUTE = 60_000;

/**
 * Runs `pruneStore` now and then in the background: what is past the retention or expired goes,
 * and the embedded engine, which has no autovacuum, vacuums and refreshes the statistics of
 * what changed. Every instance runs it: each step is a bounded DELETE (the event log's under its
 * append lock) that a second instance finds already done. A run that fails is told to `onError`
 * and the next one tries again; the timer does not keep the process alive.
 */
export function scheduleStoreMaintenance(store: Store, options: MaintenanceOptions = {}): ScheduledMaintenance {
  const { firstAfterMs = 10 * MINUTE, everyMs = 60 * MINUTE, onRun, onError } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = async () => {
    const started = performance.now();
    try {
      onRun?.(await pruneStore(store), Math.round(performance.now() - started));
    } catch (error) {
      onError?.(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = run().finally(() => {
        running = null;
        schedule(everyMs);
      });
    }, ms);
    timer.unref();
  };
  schedule(firstAfterMs);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
