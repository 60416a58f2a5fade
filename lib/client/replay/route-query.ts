import { queryOptions } from '@tanstack/react-query';
import type { TimeRange } from '@/lib/fleet/range';
import { formatApiDateTime } from '@/lib/fleet/time';
import { loadRoute } from './route-worker/route-worker-client';
import { fleetNow } from '@/lib/client/fleet-clock';

/** A range that ended this long ago cannot gain points: its route is cached for the tab's life. */
const SETTLED_AFTER_MS = 15 * 60_000;

export function rangeSearch(range: TimeRange): string {
  return new URLSearchParams({ desde: formatApiDateTime(range.desde), hasta: formatApiDateTime(range.hasta) }).toString();
}

export function routeQueryOptions(vehiculo: string, range: TimeRange) {
  return queryOptions({
    queryKey: ['recorrido', vehiculo, range.desde, range.hasta],
    // Parsed and validated off the main thread: a week can be 60,000 points.
    queryFn: ({ signal }) => loadRoute(`/api/vehiculos/${encodeURIComponent(vehiculo)}/recorrido?${rangeSearch(range)}`, signal),
    // Typed arrays: nothing to share structurally between two answers.
    structuralSharing: false,
    staleTime: range.hasta < fleetNow() - SETTLED_AFTER_MS ? Number.POSITIVE_INFINITY : 60_000,
  });
}
