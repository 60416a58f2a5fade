import 'server-only';
import { MAX_VEHICLES_PER_EVENTS_QUERY, splitRange, type TimeRange } from '@/lib/fleet/range';

/** The vehicles of one upstream events query: the whole scope, one client, or a list. */
export interface VehicleGroup {
  cliente?: string;
  vehiculos?: string[];
}

export interface HistoryPart extends VehicleGroup {
  range: TimeRange;
  /** The vehicles the part's query covers, when known (a whole-scope or client query names none). */
  ids?: readonly string[];
}

export const EVENTS_QUERY_COST = 5;

/**
 * The fewest queries of at most 500 vehicles that cover a selection (docs/fleet-api.md#event-queries).
 * `selected` null means the whole scope, which needs no filter when it is small enough; a
 * single client that fits is asked for by its id, which keeps the URL short.
 */
export function vehicleGroups(scope: readonly string[], selected: readonly string[] | null, soleClient?: string): VehicleGroup[] {
  if (selected === null && scope.length <= MAX_VEHICLES_PER_EVENTS_QUERY) return [{}];
  const ids = [...(selected ?? scope)].sort();
  if (soleClient && ids.length > 0 && ids.length <= MAX_VEHICLES_PER_EVENTS_QUERY) return [{ cliente: soleClient }];
  const groups: VehicleGroup[] = [];
  for (let i = 0; i < ids.length; i += MAX_VEHICLES_PER_EVENTS_QUERY) {
    groups.push({ vehiculos: ids.slice(i, i + MAX_VEHICLES_PER_EVENTS_QUERY) });
  }
  return groups;
}

export interface HistoryPlan {
  parts: HistoryPart[];
  unidades: number;
}

/** Every ≤ 7-day slice of the range for every vehicle group, oldest slice first. */
export function planHistory(range: TimeRange, groups: readonly VehicleGroup[]): HistoryPlan {
  const parts = groups.length === 0 ? [] : splitRange(range).flatMap((slice) => groups.map((g) => ({ ...g, range: slice })));
  return { parts, unidades: parts.length * EVENTS_QUERY_COST };
}
