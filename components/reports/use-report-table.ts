'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { CATEGORY_COLUMN_PREFIX, type ReportColumn } from '@/lib/client/reports/columns';
import { parseSort, sortReportRows, type SortSpec } from '@/lib/client/reports/sort';

/** A column's header in the page's language: `Reports.columns`, or "Eventos: <category>" for event counts (never the same words as another column's). */
export function useColumnHeader(): (column: Pick<ReportColumn<never>, 'id'>) => string {
  const t = useTranslations('Reports');
  const categories = useTranslations('Categories');
  return useCallback(
    ({ id }) =>
      id.startsWith(CATEGORY_COLUMN_PREFIX)
        ? t('eventsOf', { category: categories(id.slice(CATEGORY_COLUMN_PREFIX.length) as Parameters<typeof categories>[0]) })
        : t(`columns.${id}` as Parameters<typeof t>[0]),
    [t, categories],
  );
}

/** The rows in the URL's order (`orden`), which the table shows and the exports write; `fallback` a module constant. */
export function useSortedRows<T>(columns: readonly ReportColumn<T>[], rows: readonly T[], sortParam: string | undefined, fallback: SortSpec) {
  const sort = useMemo(() => parseSort(sortParam, columns.map((c) => c.id), fallback), [sortParam, columns, fallback]);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort.column);
    return column ? sortReportRows(rows, column.value, sort.desc) : [...rows];
  }, [columns, rows, sort]);
  return { sort, sorted };
}
