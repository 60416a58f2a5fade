import { queryOptions } from '@tanstack/react-query';
import { flotaVehiculosSchema } from '@/lib/fleet/flota-api';
import { fetchJson } from '../fetch-json';

/** Every vehicle the key sees; the list changes rarely (the API suggests reading it once a day). */
export const vehiclesQueryOptions = queryOptions({
  queryKey: ['vehiculos'],
  queryFn: ({ signal }) => fetchJson('/api/vehiculos', flotaVehiculosSchema, { signal }),
  staleTime: 10 * 60_000,
});
