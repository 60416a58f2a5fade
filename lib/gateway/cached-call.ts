import 'server-only';
import type { z } from 'zod';
import type { Frescura } from '@/lib/fleet/flota-api';
import type { Priority } from './budget';
import { callKey, type FleetCall } from './fleet-calls';
import { frescuraOf } from './frescura';
import type { Gateway } from './gateway';

/** Data that changes rarely: the catalog, the key status (docs/fleet-api.md#typical-integration: minutes to a day). */
export const TTL_MS = { catalogo: 60 * 60_000, estado: 60_000, vehiculo: 5 * 60_000 } as const;

/**
 * One upstream call through the shared cache, answered with its freshness. `shared`: an answer
 * every instance asks for on the same schedule, which instances on one database ask once.
 */
export async function cachedCall<S extends z.ZodType<object>>(
  gateway: Gateway,
  call: FleetCall<S>,
  ttlMs: number,
  { priority = 'interactive', shared = false }: { priority?: Priority; shared?: boolean } = {},
): Promise<z.infer<S> & { frescura: Frescura }> {
  const ask = () => gateway.upstream.call(call, { priority });
  const answers = shared ? gateway.sharedAnswers : null;
  const cached = await gateway.cache.read(callKey(call), answers ? () => answers.ask(call, ttlMs, ask) : ask, {
    ttlMs,
    aligned: true,
    obtainedAt: answers?.obtainedAt,
  });
  return { ...(cached.value as object), frescura: frescuraOf(cached, gateway) } as z.infer<S> & { frescura: Frescura };
}
