import type { EventLabels } from '@/lib/client/events/event-labels';
import type { SortKey, SortSpec } from '@/lib/client/events/sort-rows';
import { eventVehicleLabel, type VehicleDirectory } from '@/lib/client/events/vehicle-directory';

/** What a column's sort reads: vehicle names, and type and category names in the page's language. */
export interface SortContext {
  directory: VehicleDirectory;
  labels: EventLabels;
}

export interface HistoryColumn {
  /** Also its header's key in the `History.columns` messages. */
  id: 'fecha' | 'vehiculo' | 'cliente' | 'categoria' | 'tipo' | 'descripcion' | 'velocidad';
  /** CSS grid track. */
  width: string;
  /** Time and speed read best largest first on the first click. */
  descFirst: boolean;
  sortKey: (context: SortContext) => SortKey;
}

/** The table's columns, in order; the row component draws the cells in the same order. */
export const HISTORY_COLUMNS: readonly HistoryColumn[] = [
  { id: 'fecha', width: '172px', descFirst: true, sortKey: () => ({ kind: 'number', of: (r) => r.ms }) },
  {
    id: 'vehiculo',
    width: '170px',
    descFirst: false,
    sortKey: ({ directory: d }) => ({ kind: 'text', of: (r) => eventVehicleLabel(r.evento, d.get(r.evento.vehiculo)) }),
  },
  {
    id: 'cliente',
    width: '160px',
    descFirst: false,
    sortKey: ({ directory: d }) => ({ kind: 'text', of: (r) => d.get(r.evento.vehiculo)?.clienteNombre ?? '' }),
  },
  { id: 'categoria', width: '150px', descFirst: false, sortKey: ({ labels }) => ({ kind: 'text', of: (r) => labels.category(r.evento.categoria) }) },
  { id: 'tipo', width: '200px', descFirst: false, sortKey: ({ labels }) => ({ kind: 'text', of: (r) => labels.type(r.evento.tipo) }) },
  { id: 'descripcion', width: 'minmax(260px, 1fr)', descFirst: false, sortKey: () => ({ kind: 'text', of: (r) => r.evento.descripcion }) },
  { id: 'velocidad', width: '110px', descFirst: true, sortKey: () => ({ kind: 'number', of: (r) => r.evento.velocidad_kmh ?? -1 }) },
];

export const TABLE_GRID = HISTORY_COLUMNS.map((c) => c.width).join(' ');

const DEFAULT_SORT: SortSpec = { column: 'fecha', desc: true };

/** `fecha:desc` ⇄ a sort; newest first when the URL says nothing usable. */
export function sortFromParam(param: string | undefined): SortSpec {
  const [column, direction] = (param ?? '').split(':');
  if (!HISTORY_COLUMNS.some((c) => c.id === column)) return DEFAULT_SORT;
  return { column: column as string, desc: direction === 'desc' };
}

export function sortToParam(sort: SortSpec): string {
  return `${sort.column}:${sort.desc ? 'desc' : 'asc'}`;
}

/** A header click: the column's first direction, or the other one when it is already sorted. */
export function nextSort(current: SortSpec, column: HistoryColumn): SortSpec {
  if (current.column === column.id) return { column: column.id, desc: !current.desc };
  return { column: column.id, desc: column.descFirst };
}
