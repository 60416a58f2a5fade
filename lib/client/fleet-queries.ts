import { queryOptions } from '@tanstack/react-query';
import type { Frescura } from '@/lib/fleet/flota-api';
import type { Vehiculo } from '@/lib/fleet/schemas/vehiculo';
import { fetchDocument, fetchList } from './fleet-worker/fleet-worker-client';
import { markLatest } from './latest-mark';

/*
 * Every answer is read and validated in the fleet worker (see fleet-worker/): the map page's own
 * bundle then carries no zod schemas, and big lists never block its main thread.
 */

/** Vehicles and clients change rarely (the description says to list them once a day or at start). */
const SLOW_MS = 10 * 60_000;

export type VehiclesCatalogue = {
  datos: Vehiculo[];
  /** `buscables[i]`: the normalised text search matches `datos[i]` against. */
  buscables: string[];
  frescura: Frescura;
};

async function fetchVehicles(signal: AbortSignal): Promise<VehiclesCatalogue> {
  // The page never holds two catalogues, so it always asks for the whole list (no ETag).
  const answer = await fetchList('vehiculos', '/api/vehiculos', null, signal);
  if (answer === 'unchanged') throw new Error('304 sin ETag enviado');
  markLatest('flota:vehiculos');
  return { datos: answer.items, buscables: answer.extras, frescura: answer.meta.frescura };
}

export const vehiclesQueryOptions = queryOptions({
  queryKey: ['vehiculos'],
  queryFn: ({ signal }) => fetchVehicles(signal),
  staleTime: SLOW_MS,
  refetchInterval: SLOW_MS,
  structuralSharing: false,
});

export const clientsQueryOptions = queryOptions({
  queryKey: ['clientes'],
  queryFn: ({ signal }) => fetchDocument('clientes', '/api/clientes', signal),
  staleTime: SLOW_MS,
});

/** The key's status and the gateway's full health: the admin's key status page (403 for other roles). */
export const serviceStatusQueryOptions = queryOptions({
  queryKey: ['estado'],
  queryFn: ({ signal }) => fetchDocument('estado', '/api/estado', signal),
  staleTime: 60_000,
  refetchInterval: (query) => (query.state.status === 'error' ? false : 60_000),
});

/** The gateway's health as every signed-in user may read it: the live map reads positions at its poll interval. */
export const gatewayHealthQueryOptions = queryOptions({
  queryKey: ['salud'],
  queryFn: ({ signal }) => fetchDocument('salud', '/api/salud', signal),
  staleTime: 60_000,
  refetchInterval: 60_000,
});
