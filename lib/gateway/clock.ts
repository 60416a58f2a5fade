import 'server-only';

/**
 * Time as the gateway sees it. Budget windows, retry waits and poll schedules go through this
 * so that tests can replace real waiting (5 s, 15 s, 60 s) with a clock they drive.
 */
export interface Clock {
  now(): number;
  /** Runs `fn` after `ms`; returns a function that cancels it. */
  schedule(fn: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  schedule(fn, ms) {
    const timer = setTimeout(fn, ms);
    // Pollers and budget timers must never keep a process (or a test run) alive on their own.
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};

/** Waits `ms` on `clock`; rejects with the signal's reason if it aborts first. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      cancel();
      reject(signal?.reason);
    };
    const cancel = clock.schedule(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
