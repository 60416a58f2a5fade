import { queryOptions } from '@tanstack/react-query';
import type { Frescura } from '@/lib/fleet/flota-api';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { fetchList, type PositionsAnswer } from './fleet-worker/fleet-worker-client';
import { VEHICLE_STATUSES, type VehicleStatus } from './vehicle-status';

/** The positions snapshot as the page holds it: the API's envelope plus each vehicle's status. */
export type PositionsSnapshot = {
  datos: Posicion[];
  /** `estados[i]` is the status of `datos[i]` at the snapshot's time. */
  estados: VehicleStatus[];
  cantidad: number;
  sin_posicion: number;
  frescura: Frescura;
};

const POSITIONS_URL = '/api/posiciones';
let last: { etag: string | null; snapshot: PositionsSnapshot } | null = null;

function toSnapshot(answer: PositionsAnswer): PositionsSnapshot {
  const { cantidad, sin_posicion, frescura } = answer.meta;
  return { datos: answer.items, estados: answer.extras.map((code) => VEHICLE_STATUSES[code]!), cantidad, sin_posicion, frescura };
}

/** Reads the gateway's snapshot; an unchanged one (304) returns the very same object, so nothing re-renders. */
export async function fetchPositions(signal?: AbortSignal): Promise<PositionsSnapshot> {
  const answer = await fetchList('posiciones', POSITIONS_URL, last?.etag ?? null, signal);
  if (answer === 'unchanged' && last) return last.snapshot;
  if (answer === 'unchanged') throw new Error('304 sin una respuesta previa');
  last = { etag: answer.etag, snapshot: toSnapshot(answer) };
  performance.mark('flota:posiciones');
  return last.snapshot;
}

/**
 * The live snapshot, read every `refreshMs` (set to the gateway's own poll interval: reading more
 * often would only return the same snapshot). Polling goes on through failures; the page keeps the
 * last snapshot meanwhile.
 */
export function positionsQueryOptions(refreshMs: number) {
  return queryOptions({
    queryKey: ['posiciones'],
    queryFn: ({ signal }) => fetchPositions(signal),
    refetchInterval: refreshMs,
    refetchIntervalInBackground: true,
    staleTime: refreshMs,
    retry: false,
    structuralSharing: false,
  });
}
