/** What a live feed follows; every field narrows it, none means the whole fleet the key sees. */
export interface LiveFilters {
  cliente?: string | null;
  vehiculos?: readonly string[];
  tipos?: readonly string[];
}

/** The gateway's stream URL; lists are sorted so equal filters give one URL and one subscription. */
export function liveStreamUrl(filters: LiveFilters): string {
  const params = new URLSearchParams();
  if (filters.cliente) params.set('cliente', filters.cliente);
  if (filters.vehiculos?.length) params.set('vehiculos', [...filters.vehiculos].sort().join(','));
  if (filters.tipos?.length) params.set('tipos', [...filters.tipos].sort().join(','));
  const query = params.toString();
  return query ? `/api/eventos/stream?${query}` : '/api/eventos/stream';
}
