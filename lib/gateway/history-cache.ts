import 'server-only';
import type { z } from 'zod';
import { callKey, type FleetCall } from './fleet-calls';
import type { FleetTime } from './service-clock';
import type { Cached, SharedCache } from './shared-cache';
import type { Upstream } from './upstream';

/** A range that ended this long ago will not change any more, so its answer may be kept longer. */
const SETTLED_AFTER_MS = 5 * 60_000;
const SETTLED_TTL_MS = 30 * 60_000;
const RECENT_TTL_MS = 30_000;

export interface HistoryCacheDeps {
  cache: SharedCache;
  upstream: Upstream;
  serviceClock: FleetTime;
}

/**
 * One history query (a route or events part) for a person who is waiting: shared with anyone
 * asking the same at the same time, kept for a while (long once its range is settled), and
 * cancelled upstream when `signal` aborts.
 */
export function readHistoryCall<S extends z.ZodType>(
  { cache, upstream, serviceClock }: HistoryCacheDeps,
  call: FleetCall<S>,
  hasta: number,
  signal: AbortSignal,
): Promise<Cached<z.infer<S>>> {
  const ttlMs = hasta < serviceClock.now() - SETTLED_AFTER_MS ? SETTLED_TTL_MS : RECENT_TTL_MS;
  // A signal of its own per call: what the cache and fetch hang on it goes away with the call,
  // instead of piling up on the request's signal over a history of many parts.
  const own = new AbortController();
  const cancel = () => own.abort(signal.reason);
  signal.addEventListener('abort', cancel, { once: true });
  const load = (loadSignal: AbortSignal) => upstream.call(call, { priority: 'interactive', signal: loadSignal });
  return cache.read(callKey(call), load, { ttlMs, signal: own.signal }).finally(() => signal.removeEventListener('abort', cancel));
}
