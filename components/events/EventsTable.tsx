'use client';

import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { functionalUpdate, useTable, type SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { HistoryRow } from '@/lib/client/events/history-row';
import { HISTORY_MARKS, markHistory } from '@/lib/client/events/performance-marks';
import type { VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { EventsTableRow, ROW_HEIGHT, TABLE_GRID } from './EventsTableRow';
import { historyColumns, historyTableFeatures, ordenFromSorting, sortingFromOrden } from './history-table-model';

interface Props {
  rows: readonly HistoryRow[];
  directory: VehicleDirectory;
  orden: string | undefined;
  onOrdenChange: (orden: string | undefined) => void;
  selectedId: string | undefined;
  onSelect: (row: HistoryRow) => void;
  /** Set to a function answering the rows in the order shown, for the CSV export. */
  shownRowsRef?: RefObject<(() => HistoryRow[]) | null>;
}

/**
 * The history's rows, sorted by any column and virtualised: only the rows on screen exist in the
 * DOM, so 100,000 events scroll as smoothly as 100.
 */
export function EventsTable({ rows, directory, orden, onOrdenChange, selectedId, onSelect, shownRowsRef }: Props) {
  const columns = useMemo(() => historyColumns(directory), [directory]);
  const sorting = useMemo(() => sortingFromOrden(orden), [orden]);
  const data = useMemo(() => rows as HistoryRow[], [rows]);
  const table = useTable(
    {
      features: historyTableFeatures,
      columns,
      data,
      getRowId: (row) => row.evento.id,
      state: { sorting },
      onSortingChange: (updater) => onOrdenChange(ordenFromSorting(functionalUpdate(updater, sorting) as SortingState)),
      enableSortingRemoval: false,
    },
    (state) => state.sorting,
  );
  const tableRows = table.getRowModel().rows;
  useEffect(() => {
    if (shownRowsRef) shownRowsRef.current = () => tableRows.map((row) => row.original);
    markHistory(HISTORY_MARKS.table, tableRows.length);
  }, [shownRowsRef, tableRows]);

  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this component itself; nothing here is compiler-memoised.
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  return (
    <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-auto rounded border border-slate-200 bg-white" data-testid="tabla-eventos">
      <table className="grid w-full min-w-[1100px] text-sm" aria-rowcount={tableRows.length + 1}>
        <thead className="sticky top-0 z-10 grid bg-slate-100">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="grid" style={{ gridTemplateColumns: TABLE_GRID }}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    className="truncate px-2 py-2 text-left font-semibold text-slate-700"
                  >
                    <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 hover:text-sky-700">
                      <table.FlexRender header={header} />
                      <span aria-hidden="true" className="text-xs">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            return (
              <EventsTableRow
                key={row.id}
                row={row.original}
                index={item.index}
                start={item.start}
                vehicle={directory.get(row.original.evento.vehiculo)}
                selected={row.id === selectedId}
                onSelect={onSelect}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
