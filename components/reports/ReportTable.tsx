'use client';

import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import type { ReportColumn } from '@/lib/client/reports/columns';
import { nextSort, sortToParam, type SortSpec } from '@/lib/client/reports/sort';
import { rangeKeeping } from '@/components/lists/range-keeping';
import { useKeptFocus } from '@/components/lists/use-kept-focus';
import { ReportCell } from './ReportCell';
import { useColumnHeader } from './use-report-table';
import { usePrinting } from './use-printing';

/** Fixed, so the virtualiser never measures a row. */
const ROW_HEIGHT = 34;
const HEADER_CELL = 'truncate px-2 py-2 text-left font-semibold text-slate-700';

interface Props<T extends { key: string }> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ReportColumn<T>[];
  /** Already in the sort's order (useSortedRows). */
  rows: readonly T[];
  sort: SortSpec;
  onSort: (orden: string) => void;
  /** The fleet's totals, kept at the foot of the table. */
  totals?: T;
  totalsLabel?: string;
  /** A last column linking each row somewhere (its replay). */
  link?: { header: string; text: string; href: (row: T) => string };
}

/**
 * A report's rows, sortable by any column and virtualised (only rows in view are in the page).
 * Rows are reachable by keyboard through their link, and the row holding the focus stays in the
 * page while scrolling. While printing, every row is drawn, in a plain table the paper can split.
 */
export function ReportTable<T extends { key: string }>({ label, columns, rows, sort, onSort, totals, totalsLabel, link }: Props<T>) {
  const formats = useFormats();
  const header = useColumnHeader();
  const printing = usePrinting();
  // On paper the columns share the page's width (texts twice the numbers) instead of scrolling sideways.
  const grid = useMemo(
    () => (printing ? columns.map((c) => (c.kind === 'text' || c.kind === 'place' ? 'minmax(0,2fr)' : 'minmax(0,1fr)')) : [...columns.map((c) => c.width), ...(link ? ['120px'] : [])]).join(' '),
    [columns, link, printing],
  );
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  const { focusHandlers, focusedSpan } = useKeptFocus(keys, 'data-key');
  const rangeExtractor = useCallback((range: Range) => rangeKeeping(range, [focusedSpan()]), [focusedSpan]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this table itself; nothing here is compiler-memoised.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => keys[index] ?? index,
    overscan: 8,
    useFlushSync: false,
    rangeExtractor,
  });
  const shown = printing ? rows.map((row, index) => ({ row, index, start: 0 })) : virtualizer.getVirtualItems().map(({ index, start }) => ({ row: rows[index] as T, index, start }));

  const headerRow = (
    <tr role="row" className="grid" style={{ gridTemplateColumns: grid }}>
      {columns.map((column) => {
        // Places have no order of their own: their header is not a sort button.
        if (column.kind === 'place') {
          return (
            <th key={column.id} scope="col" role="columnheader" className={`${HEADER_CELL} print:whitespace-normal`}>
              {header(column)}
            </th>
          );
        }
        const direction = sort.column === column.id ? (sort.desc ? 'descending' : 'ascending') : 'none';
        return (
          <th key={column.id} scope="col" role="columnheader" aria-sort={direction} className={HEADER_CELL}>
            <button
              type="button"
              title={header(column)}
              onClick={() => onSort(sortToParam(nextSort(sort, column.id, column.descFirst ?? false)))}
              className="inline-flex max-w-full items-center gap-1 hover:text-sky-700 print:pointer-events-none"
            >
              <span className="truncate print:whitespace-normal">{header(column)}</span>
              <span aria-hidden="true" className="text-xs print:hidden">
                {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
              </span>
            </button>
          </th>
        );
      })}
      {link && (
        <th scope="col" role="columnheader" className={`${HEADER_CELL} print:hidden`}>
          {link.header}
        </th>
      )}
    </tr>
  );

  return (
    <div
      ref={scrollRef}
      // The box scrolls by keyboard too, also where rows hold no link.
      tabIndex={0}
      role="region"
      aria-label={label}
      className="relative max-h-[70vh] min-h-48 overflow-auto rounded border border-slate-200 bg-white print:max-h-none print:overflow-visible print:border-0"
      data-testid="tabla-informe"
    >
      <table role="table" className="grid w-full min-w-max text-sm print:min-w-0 print:text-[8pt]" aria-label={label} aria-rowcount={rows.length + 1 + (totals ? 1 : 0)}>
        <thead role="rowgroup" className="sticky top-0 z-10 grid bg-slate-100 print:static">{headerRow}</thead>
        <tbody role="rowgroup" className={printing ? 'grid' : 'relative grid'} style={printing ? undefined : { height: virtualizer.getTotalSize() }} {...focusHandlers}>
          {shown.map(({ row, index, start }) => (
            <tr
              key={row.key}
              role="row"
              data-key={row.key}
              aria-rowindex={index + 2}
              className={`grid w-full items-center border-b border-slate-100 ${printing ? 'break-inside-avoid' : 'absolute'} ${index % 2 ? 'bg-slate-50/60' : 'bg-white'}`}
              style={printing ? { gridTemplateColumns: grid } : { gridTemplateColumns: grid, height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
            >
              {columns.map((column) => (
                <ReportCell key={column.id} column={column} row={row} formats={formats} />
              ))}
              {link && (
                <td role="cell" className="px-2 print:hidden">
                  <a href={link.href(row)} className="text-sky-700 underline hover:text-sky-900 focus:outline-2 focus:outline-sky-500">
                    {link.text}
                  </a>
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot role="rowgroup" className="sticky bottom-0 z-10 grid bg-slate-200 font-semibold print:static">
            <tr role="row" className="grid items-center" aria-rowindex={rows.length + 2} aria-label={totalsLabel} style={printing ? { gridTemplateColumns: grid } : { gridTemplateColumns: grid, height: ROW_HEIGHT }}>
              {columns.map((column) => (
                <ReportCell key={column.id} column={column} row={totals} formats={formats} />
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
