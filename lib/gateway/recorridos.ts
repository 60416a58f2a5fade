import 'server-only';
import type { z } from 'zod';
import type { flotaRecorridoSchema } from '@/lib/fleet/flota-api';
import { HISTORY_WINDOW_MS, splitRange, type TimeRange } from '@/lib/fleet/range';
import type { Clock } from './clock';
import { callKey, fleetCalls } from './fleet-calls';
import { WINDOW_MARGIN_MS } from './history-run';
import { mergeRecorridos } from './recorrido-merge';
import type { SharedCache } from './shared-cache';
import type { Upstream } from './upstream';

/** A route whose range ended this long ago will not change any more; it may be kept longer. */
const SETTLED_AFTER_MS = 5 * 60_000;
const SETTLED_TTL_MS = 30 * 60_000;
const RECENT_TTL_MS = 30_000;

/** A vehicle's route for any range within the last 90 days, asked for in ≤ 7-day parts. */
export class Recorridos {
  constructor(private readonly deps: { cache: SharedCache; upstream: Upstream; clock: Clock }) {}

  async get(vehiculo: string, range: TimeRange, signal: AbortSignal): Promise<z.infer<typeof flotaRecorridoSchema>> {
    const { cache, upstream, clock } = this.deps;
    const parts = splitRange(range);
    const results = [];
    for (const part of parts) {
      signal.throwIfAborted();
      const now = clock.now();
      const desde = Math.max(part.desde, now - HISTORY_WINDOW_MS + WINDOW_MARGIN_MS);
      if (desde > part.hasta) continue;
      const call = fleetCalls.recorrido(vehiculo, { desde, hasta: part.hasta });
      // Not the caller's signal: the load is shared with every viewer asking the same.
      const cached = await cache.read(callKey(call), () => upstream.call(call, { priority: 'interactive' }), {
        ttlMs: part.hasta < now - SETTLED_AFTER_MS ? SETTLED_TTL_MS : RECENT_TTL_MS,
      });
      results.push(cached.value.datos);
    }
    return { datos: mergeRecorridos(results), partes: parts.length };
  }
}
