'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { HistoryRow } from '@/lib/client/events/history-row';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { HISTORY_MARKS, markHistory } from '@/lib/client/events/history-marks';
import type { CellWords } from '@/lib/client/events/row-cells';
import { useFormats } from '@/lib/client/format/use-formats';
import { sortRows } from '@/lib/client/events/sort-rows';
import type { VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { EventsTableRow, ROW_HEIGHT } from './EventsTableRow';
import { HISTORY_COLUMNS, TABLE_GRID, nextSort, sortToParam, sortFromParam } from './history-columns';

interface Props {
  rows: readonly HistoryRow[];
  directory: VehicleDirectory;
  /** The URL's `orden`, e.g. `fecha:desc`. */
  sortParam: string | undefined;
  onSortParamChange: (sortParam: string) => void;
  selectedId: string | undefined;
  onSelect: (row: HistoryRow) => void;
  /** Set to the rows in the order shown, for the CSV export. */
  shownRowsRef?: RefObject<readonly HistoryRow[]>;
}

/**
 * The history's rows, sorted by any column and virtualised: only the rows on screen exist in the
 * DOM, so 100,000 events scroll as smoothly as 100. Sorting is the table's only processing and
 * runs on precomputed keys (`sortRows`); a general table library would build an object per row
 * on every change, which at this size costs more than everything else the page does.
 */
export function EventsTable({ rows, directory, sortParam, onSortParamChange, selectedId, onSelect, shownRowsRef }: Props) {
  const t = useTranslations('History');
  const labels = useEventLabels();
  const formats = useFormats();
  const words = useMemo<CellWords>(() => ({ formats, labels, input: (entrada) => t('inputDetail', { entrada }) }), [formats, labels, t]);
  const sort = useMemo(() => sortFromParam(sortParam), [sortParam]);
  const sorted = useMemo(() => {
    const column = HISTORY_COLUMNS.find((c) => c.id === sort.column) ?? (HISTORY_COLUMNS[0] as (typeof HISTORY_COLUMNS)[number]);
    return sortRows(rows, sort, column.sortKey({ directory, labels }));
  }, [rows, sort, directory, labels]);

  useEffect(() => {
    if (shownRowsRef) shownRowsRef.current = sorted;
    markHistory(HISTORY_MARKS.table, sorted.length);
  }, [shownRowsRef, sorted]);

  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this component itself; nothing here is compiler-memoised.
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // React 19 batches the scroll's re-render into the next frame instead of rendering inside every scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  // Rows are keyed by their slot among the rendered ones, not by event: rows have one height, so
  // the range keeps its length while scrolling and the row that scrolls in takes the key, and so
  // the DOM, of the one that scrolled out; React updates it in place instead of building anew.
  const slots = items.length;

  return (
    <div ref={scrollRef} className="relative min-h-0 flex-1 overflow-auto rounded border border-slate-200 bg-white" data-testid="tabla-eventos">
      <table className="grid w-full min-w-[1130px] text-sm" aria-rowcount={sorted.length + 1}>
        <thead className="sticky top-0 z-10 grid bg-slate-100">
          <tr className="grid" style={{ gridTemplateColumns: TABLE_GRID }}>
            {HISTORY_COLUMNS.map((column) => {
              const direction = sort.column === column.id ? (sort.desc ? 'descending' : 'ascending') : 'none';
              return (
                <th key={column.id} aria-sort={direction} className="truncate px-2 py-2 text-left font-semibold text-slate-700">
                  <button
                    type="button"
                    onClick={() => onSortParamChange(sortToParam(nextSort(sort, column)))}
                    className="inline-flex items-center gap-1 hover:text-sky-700"
                  >
                    {t(`columns.${column.id}`)}
                    <span aria-hidden="true" className="text-xs">
                      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = sorted[item.index];
            if (!row) return null;
            return (
              <EventsTableRow
                key={item.index % slots}
                row={row}
                index={item.index}
                start={item.start}
                vehicle={directory.get(row.evento.vehiculo)}
                words={words}
                selected={row.evento.id === selectedId}
                onSelect={onSelect}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
