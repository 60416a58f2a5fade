import { queryOptions } from '@tanstack/react-query';
import type { TimeRange } from '@/lib/fleet/range';
import { eventosEnvelopeSchema } from '@/lib/fleet/schemas/envelopes';
import { fetchJson } from '../fetch-json';
import { rangeSearch } from './route-query';

/** One vehicle's events over the replayed range, as one merged JSON answer (however many parts). */
export function vehicleEventsQueryOptions(vehiculo: string, range: TimeRange) {
  return queryOptions({
    queryKey: ['eventos-vehiculo', vehiculo, range.desde, range.hasta],
    queryFn: ({ signal }) =>
      fetchJson(`/api/eventos?vehiculos=${encodeURIComponent(vehiculo)}&${rangeSearch(range)}`, eventosEnvelopeSchema, {
        signal,
      }),
    staleTime: 60_000,
  });
}
