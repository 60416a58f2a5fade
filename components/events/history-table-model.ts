import {
  constructSortFn,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  type SortingState,
} from '@tanstack/react-table';
import { categoryName } from '@/lib/client/events/category-name';
import type { HistoryRow } from '@/lib/client/events/history-row';
import type { VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { catalogEntry } from '@/lib/fleet/catalog';

const collator = new Intl.Collator('es-AR', { sensitivity: 'base', numeric: true });

/** Spanish order for text columns: "Ñandú" after "Nube", accents and case ignored, "Camión 9" before "Camión 10". */
const textoSortFn = constructSortFn({ sort: (a: string, b: string) => collator.compare(a, b) });

export const historyTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, texto: textoSortFn },
});

const helper = createColumnHelper<typeof historyTableFeatures, HistoryRow>();

export const SORTABLE_COLUMNS = ['fecha', 'vehiculo', 'cliente', 'categoria', 'tipo', 'descripcion', 'velocidad'] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

/** Columns read labels from the vehicle directory, so they are rebuilt when it arrives. */
export function historyColumns(directory: VehicleDirectory) {
  return helper.columns([
    helper.accessor((row) => row.ms, { id: 'fecha', header: 'Fecha y hora', sortFn: 'basic', sortDescFirst: true }),
    helper.accessor((row) => directory.get(row.evento.vehiculo)?.etiqueta ?? row.evento.patente ?? row.evento.vehiculo, {
      id: 'vehiculo',
      header: 'Vehículo',
      sortFn: 'texto',
    }),
    helper.accessor((row) => directory.get(row.evento.vehiculo)?.clienteNombre ?? '', {
      id: 'cliente',
      header: 'Cliente',
      sortFn: 'texto',
    }),
    helper.accessor((row) => categoryName(row.evento.categoria), { id: 'categoria', header: 'Categoría', sortFn: 'texto' }),
    helper.accessor((row) => catalogEntry(row.evento.tipo)?.descripcion ?? row.evento.tipo, {
      id: 'tipo',
      header: 'Tipo',
      sortFn: 'texto',
    }),
    helper.accessor((row) => row.evento.descripcion, { id: 'descripcion', header: 'Descripción', sortFn: 'texto' }),
    helper.accessor((row) => row.evento.velocidad_kmh ?? -1, {
      id: 'velocidad',
      header: 'Velocidad',
      sortFn: 'basic',
      sortDescFirst: true,
    }),
  ]);
}

/** `fecha:desc` ⇄ the table's sorting state; newest first when the URL says nothing. */
export function sortingFromOrden(orden: string | undefined): SortingState {
  const [id, direction] = (orden ?? '').split(':');
  if (!id || !(SORTABLE_COLUMNS as readonly string[]).includes(id)) return [{ id: 'fecha', desc: true }];
  return [{ id, desc: direction === 'desc' }];
}

export function ordenFromSorting(sorting: SortingState): string | undefined {
  const first = sorting[0];
  return first ? `${first.id}:${first.desc ? 'desc' : 'asc'}` : undefined;
}
