import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';
import { isGatewayError, type GatewayError } from './gateway-error';
import type { Cached, ReadOptions, SharedCache } from './shared-cache';

interface Entry {
  value: unknown;
  obtainedAt: number;
}

interface LoadContext {
  load: (signal: AbortSignal) => Promise<unknown>;
  aligned: boolean;
  obtainedAt: ReadOptions['obtainedAt'];
}

const DEFAULT_STALE_WAIT_MS = 2_500;

/** The shared cache of one process, on lru-cache's `fetch` (which coalesces loads of one key). */
export class MemoryCache implements SharedCache {
  private readonly entries: LRUCache<string, Entry, LoadContext>;
  private readonly errors = new LRUCache<string, GatewayError>({ max: 1_000 });

  constructor(private readonly clock: Clock, max = 1_000) {
    this.entries = new LRUCache<string, Entry, LoadContext>({
      max,
      perf: { now: () => this.clock.now() },
      // lru-cache otherwise reuses one reading of the time until a 1 ms timer clears it, which on
      // a busy event loop lets entries outlive their time to live.
      ttlResolution: 0,
      // A failed reload, or a read past the time to live, keeps the old value: it can be served, marked stale.
      noDeleteOnFetchRejection: true,
      noDeleteOnStaleGet: true,
      fetchMethod: async (_key, _stale, { context, signal, options }) => {
        const value = await context.load(signal);
        const now = this.clock.now();
        const obtainedAt = context.obtainedAt?.(value) ?? now;
        // lru-cache stores the entry with the time to live left in `options` here; it counts
        // from now, even for a value another instance obtained earlier in the slot.
        if (context.aligned && options.ttl) options.ttl -= now % options.ttl;
        return { value, obtainedAt };
      },
    });
  }

  async read<T>(key: string, load: (signal: AbortSignal) => Promise<T>, options: ReadOptions): Promise<Cached<T>> {
    // The hot path (positions, hundreds of reads a second): a fresh value without a promise chain.
    const hit = options.refresh ? undefined : this.entries.get(key);
    return hit ? this.fresh<T>(hit) : this.readThrough(key, load, options, false);
  }

  private readThrough<T>(key: string, load: (signal: AbortSignal) => Promise<T>, options: ReadOptions, joined: boolean): Promise<Cached<T>> {
    const { ttlMs: ttl, refresh: forceRefresh, signal, aligned = false, obtainedAt } = options;
    const loading = this.entries
      .fetch(key, { context: { load, aligned, obtainedAt }, ttl, forceRefresh, signal })
      .then((entry) => {
        this.errors.delete(key);
        return this.fresh<T>(entry as Entry);
      })
      .catch((error: unknown) => {
        // Not an upstream failure and not our cancellation: whoever started the load left.
        if (!isGatewayError(error) && !signal?.aborted && !joined) return this.readThrough(key, load, options, true);
        if (isGatewayError(error)) this.errors.set(key, error);
        const stale = this.peek<T>(key);
        if (stale && !signal?.aborted) return stale;
        throw error;
      });
    const held = this.peek<T>(key);
    if (!held?.stale || options.staleWaitMs === Infinity) return loading;
    // After a failed reload, answer at once with what we have while the next reload goes on.
    const waitMs = held.error ? 0 : (options.staleWaitMs ?? DEFAULT_STALE_WAIT_MS);
    return this.staleIfSlow(loading, key, waitMs);
  }

  peek<T>(key: string): Cached<T> | undefined {
    const entry = this.entries.peek(key, { allowStale: true });
    if (!entry) return undefined;
    const fresh = this.entries.has(key);
    return { ...this.fresh<T>(entry), stale: !fresh, error: fresh ? null : (this.errors.get(key) ?? null) };
  }

  private fresh<T>(entry: Entry): Cached<T> {
    return { value: entry.value as T, obtainedAt: entry.obtainedAt, stale: false, error: null };
  }

  /** The reload if it comes within `ms`, else the stale value while the reload goes on. */
  private staleIfSlow<T>(loading: Promise<Cached<T>>, key: string, ms: number): Promise<Cached<T>> {
    return new Promise((resolve, reject) => {
      const cancel = this.clock.schedule(() => {
        const stale = this.peek<T>(key);
        if (stale) resolve(stale);
      }, ms);
      loading.then(resolve, reject).finally(cancel);
    });
  }
}
