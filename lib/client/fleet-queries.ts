import { queryOptions } from '@tanstack/react-query';
import { flotaClientesSchema, flotaVehiculosSchema } from '@/lib/fleet/flota-api';
import { estadoEnvelopeSchema } from '@/lib/fleet/schemas/envelopes';
import { fetchJson } from './fetch-json';

/** Vehicles and clients change rarely (the description says to list them once a day or at start). */
const SLOW_MS = 10 * 60_000;

export const vehiclesQueryOptions = queryOptions({
  queryKey: ['vehiculos'],
  queryFn: ({ signal }) => fetchJson('/api/vehiculos', flotaVehiculosSchema, { signal }),
  staleTime: SLOW_MS,
  refetchInterval: SLOW_MS,
});

export const clientsQueryOptions = queryOptions({
  queryKey: ['clientes'],
  queryFn: ({ signal }) => fetchJson('/api/clientes', flotaClientesSchema, { signal }),
  staleTime: SLOW_MS,
});

export const estadoQueryOptions = queryOptions({
  queryKey: ['estado'],
  queryFn: ({ signal }) => fetchJson('/api/estado', estadoEnvelopeSchema.loose(), { signal }),
  staleTime: 60_000,
});
