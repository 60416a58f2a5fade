import { positionsQueryOptions } from '@/lib/client/positions-query';
import { getQueryClient } from '@/lib/client/query-client';

/** Until the gateway says how often it polls: its documented default. */
export const DEFAULT_REFRESH_MS = 15_000;

/** The live map's path: the one page that draws the whole fleet. */
export const LIVE_PATH = '/';

/**
 * Asks for the snapshot the first draw waits for, and so starts the fleet worker that parses it.
 * `instrumentation-client.ts` calls it before React hydrates the live page, while the page's own
 * modules (MapLibre's among them) are still being evaluated; `LiveScreen` again, for a live page
 * reached from another one. A request already on its way is not made twice.
 */
export function startFirstSnapshot(): void {
  void getQueryClient().prefetchQuery(positionsQueryOptions(DEFAULT_REFRESH_MS));
}
