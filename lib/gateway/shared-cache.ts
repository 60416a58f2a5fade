import 'server-only';
import type { GatewayError } from './gateway-error';

/** A cached answer and how fresh it is. */
export interface Cached<T> {
  value: T;
  /** When the upstream answered it (epoch ms). */
  obtainedAt: number;
  /** True when served past its time to live because the upstream failed or is slow to answer. */
  stale: boolean;
  /** The latest upstream error for this entry, when `stale`. */
  error: GatewayError | null;
}

export interface ReadOptions {
  /** How long an answer stays fresh. */
  ttlMs: number;
  /**
   * Fresh until the next multiple of `ttlMs` on the wall clock instead of `ttlMs` after loading:
   * reloads then fall in the same slots whoever asks and however often (one per slot at most),
   * so upstream cost does not depend on the number of viewers, nor on when each one asks.
   */
  aligned?: boolean;
  /** Reload even if fresh (a poller's tick). Coalesces with a load already in flight. */
  refresh?: boolean;
  /** How long to wait for a reload before answering with the stale value, if there is one (Infinity: wait). */
  staleWaitMs?: number;
  /**
   * Cancels the load this read starts. A load is shared: a read that joins it (same key, in
   * flight) and sees it cancelled by the one that started it starts a new one.
   */
  signal?: AbortSignal;
  /**
   * When a loaded value was obtained, if not as it loads: a leader's snapshot read from the store
   * is as old as the leader's poll, and says so.
   */
  obtainedAt?: (value: unknown) => number | undefined;
}

/**
 * Upstream answers shared by every viewer: concurrent reads of one key become one load, and a
 * failed reload answers the previous value marked stale. The in-memory implementation serves
 * one process; a shared store can implement the same interface for many.
 */
export interface SharedCache {
  read<T>(key: string, load: (signal: AbortSignal) => Promise<T>, options: ReadOptions): Promise<Cached<T>>;
  /** The value held for `key` however old, without loading anything. */
  peek<T>(key: string): Cached<T> | undefined;
}
