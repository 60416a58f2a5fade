import { positionsQueryOptions } from '@/lib/client/positions-query';
import { getQueryClient } from '@/lib/client/query-client';

/** Until the gateway says how often it polls: its documented default. */
export const DEFAULT_REFRESH_MS = 15_000;

// The snapshot is what the first draw waits for: it is asked for (and the fleet worker that parses
// it started) as soon as this module runs in the browser. `LiveScreen` imports it before anything
// else, so that this happens before MapLibre's large module is evaluated, not after.
if (typeof window !== 'undefined') void getQueryClient().prefetchQuery(positionsQueryOptions(DEFAULT_REFRESH_MS));
