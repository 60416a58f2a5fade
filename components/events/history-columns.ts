import { categoryName } from '@/lib/client/events/category-name';
import type { SortKey, SortSpec } from '@/lib/client/events/sort-rows';
import { eventVehicleLabel, type VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { tipoLabel } from '@/lib/fleet/catalog';

export interface HistoryColumn {
  id: string;
  header: string;
  /** CSS grid track. */
  width: string;
  /** Time and speed read best largest first on the first click. */
  descFirst: boolean;
  sortKey: (directory: VehicleDirectory) => SortKey;
}

/** The table's columns, in order; the row component draws the cells in the same order. */
export const HISTORY_COLUMNS: readonly HistoryColumn[] = [
  { id: 'fecha', header: 'Fecha y hora', width: '172px', descFirst: true, sortKey: () => ({ kind: 'number', of: (r) => r.ms }) },
  {
    id: 'vehiculo',
    header: 'Vehículo',
    width: '170px',
    descFirst: false,
    sortKey: (d) => ({ kind: 'text', of: (r) => eventVehicleLabel(r.evento, d.get(r.evento.vehiculo)) }),
  },
  {
    id: 'cliente',
    header: 'Cliente',
    width: '160px',
    descFirst: false,
    sortKey: (d) => ({ kind: 'text', of: (r) => d.get(r.evento.vehiculo)?.clienteNombre ?? '' }),
  },
  { id: 'categoria', header: 'Categoría', width: '150px', descFirst: false, sortKey: () => ({ kind: 'text', of: (r) => categoryName(r.evento.categoria) }) },
  {
    id: 'tipo',
    header: 'Tipo',
    width: '200px',
    descFirst: false,
    sortKey: () => ({ kind: 'text', of: (r) => tipoLabel(r.evento.tipo) }),
  },
  { id: 'descripcion', header: 'Descripción', width: 'minmax(260px, 1fr)', descFirst: false, sortKey: () => ({ kind: 'text', of: (r) => r.evento.descripcion }) },
  { id: 'velocidad', header: 'Velocidad', width: '110px', descFirst: true, sortKey: () => ({ kind: 'number', of: (r) => r.evento.velocidad_kmh ?? -1 }) },
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
