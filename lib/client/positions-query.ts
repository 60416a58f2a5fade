import { queryOptions } from '@tanstack/react-query';
import type { Frescura } from '@/lib/fleet/flota-api';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { fetchList, fleetWorker, type PositionsAnswer } from './fleet-worker/fleet-worker-client';
import type { ReceivedAnswer } from './fleet-worker/fleet-worker-protocol';
import { markLatest } from './latest-mark';
import { POSITIONS_URL } from './positions-url';
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

/** Set each time a snapshot is asked for; `flota:posiciones` once one has come. */
export const ASKED_MARK = 'flota:posiciones-pedidas';

let last: { etag: string | null; snapshot: PositionsSnapshot } | null = null;

function toSnapshot(answer: PositionsAnswer): PositionsSnapshot {
  const { cantidad, sin_posicion, frescura } = answer.meta;
  return { datos: answer.items, estados: answer.extras.map((code) => VEHICLE_STATUSES[code]!), cantidad, sin_posicion, frescura };
}

/**
 * The first snapshot is fetched by the page itself, with no options: that request is the one the
 * live page's HTML preloads (`app/page.tsx`), already on its way before any script ran, which the
 * worker could not reuse. Its body goes to the fleet worker to be parsed there, as every later one.
 */
async function receiveFirst(signal?: AbortSignal): Promise<ReceivedAnswer | undefined> {
  try {
    const response = await fetch(POSITIONS_URL, { signal });
    const body = await response.arrayBuffer();
    markLatest('flota:respuesta');
    return { status: response.status, etag: response.headers.get('etag'), body };
  } catch {
    // Offline or aborted: the worker's own fetch says so in the usual way.
    return undefined;
  }
}

/** Reads the gateway's snapshot; an unchanged one (304) returns the very same object, so nothing re-renders. */
export async function fetchPositions(signal?: AbortSignal): Promise<PositionsSnapshot> {
  // Where applying a snapshot starts, for benchmarks (the work before it is the page's, not the update's).
  markLatest(ASKED_MARK);
  let received: ReceivedAnswer | undefined;
  if (!last) {
    // The worker loads its code while the first answer arrives.
    fleetWorker();
    received = await receiveFirst(signal);
  }
  const answer = await fetchList('posiciones', POSITIONS_URL, last?.etag ?? null, signal, received, last?.snapshot.datos);
  if (answer === 'unchanged' && last) return last.snapshot;
  if (answer === 'unchanged') throw new Error('304 sin una respuesta previa');
  last = { etag: answer.etag, snapshot: toSnapshot(answer) };
  markLatest('flota:posiciones');
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
