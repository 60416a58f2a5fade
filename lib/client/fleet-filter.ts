import type { VehicleRow } from './fleet-rows';
import { normalizeForSearch } from './search-text';
import { runNow, STEP_ITEMS, type Steps } from './sliced-work';
import { VEHICLE_STATUSES, type VehicleStatus } from './vehicle-status';

/** A status filter value: one of the live statuses, or the vehicles that never reported a position. */
export const LIST_STATUSES = [...VEHICLE_STATUSES, 'sin_posicion'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export type FleetFilter = {
  /** Free text: plate, name, driver or id. */
  q: string;
  /** Client ids; empty means every client. */
  clientes: readonly string[];
  /** Statuses; empty means every status. */
  estados: readonly ListStatus[];
};

export const NO_FILTER: FleetFilter = { q: '', clientes: [], estados: [] };

function listStatusOf(row: VehicleRow): ListStatus {
  return row.status ?? 'sin_posicion';
}

function inScope(row: VehicleRow, filter: FleetFilter, needle: string): boolean {
  if (filter.clientes.length > 0 && !(row.cliente && filter.clientes.includes(row.cliente.id))) return false;
  return needle === '' || row.haystack.includes(needle);
}

export type FilterResult = {
  /** Rows that pass every filter, in list order. */
  rows: VehicleRow[];
  /** Per status, how many rows pass the text and client filters (so each chip shows what choosing it would give). */
  counts: Record<ListStatus, number>;
  /** Rows passing text and client filters, whatever their status. */
  total: number;
};

export function filterRows(all: readonly VehicleRow[], filter: FleetFilter): FilterResult {
  return runNow(filterSteps(all, filter));
}

/** `filterRows` in steps of `STEP_ITEMS` rows (see `sliced-work.ts`). */
export function* filterSteps(all: readonly VehicleRow[], filter: FleetFilter): Steps<FilterResult> {
  const needle = normalizeForSearch(filter.q.trim());
  const counts = Object.fromEntries(LIST_STATUSES.map((s) => [s, 0])) as Record<ListStatus, number>;
  const rows: VehicleRow[] = [];
  let total = 0;
  for (let i = 0; i < all.length; i++) {
    if (i % STEP_ITEMS === 0) yield;
    const row = all[i]!;
    if (!inScope(row, filter, needle)) continue;
    total++;
    const status = listStatusOf(row);
    counts[status]++;
    if (filter.estados.length === 0 || filter.estados.includes(status)) rows.push(row);
  }
  return { rows, counts, total };
}

export function isVehicleStatus(status: ListStatus): status is VehicleStatus {
  return status !== 'sin_posicion';
}
