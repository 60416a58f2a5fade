import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/client/fetch-json';
import { flotaCatalogoSchema } from '@/lib/fleet/flota-api';

/** The event catalog changes only with a new API version; an hour is plenty. */
export const eventCatalogQueryOptions = queryOptions({
  queryKey: ['catalogo', 'eventos'],
  queryFn: ({ signal }) => fetchJson('/api/catalogo/eventos', flotaCatalogoSchema, { signal }),
  staleTime: 60 * 60_000,
});
