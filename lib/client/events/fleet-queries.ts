import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/client/fetch-json';
import { flotaCatalogoSchema, flotaClientesSchema, flotaVehiculosSchema } from '@/lib/fleet/flota-api';

/** The lists the events pages label and filter with; they change rarely, so they stay fresh for minutes. */
const FIVE_MINUTES = 5 * 60_000;

export const vehiculosQuery = queryOptions({
  queryKey: ['vehiculos'],
  queryFn: ({ signal }) => fetchJson('/api/vehiculos', flotaVehiculosSchema, { signal }),
  staleTime: FIVE_MINUTES,
});

export const clientesQuery = queryOptions({
  queryKey: ['clientes'],
  queryFn: ({ signal }) => fetchJson('/api/clientes', flotaClientesSchema, { signal }),
  staleTime: FIVE_MINUTES,
});

export const catalogoQuery = queryOptions({
  queryKey: ['catalogo', 'eventos'],
  queryFn: ({ signal }) => fetchJson('/api/catalogo/eventos', flotaCatalogoSchema, { signal }),
  staleTime: 60 * 60_000,
});
