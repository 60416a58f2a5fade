/** A table's order: one column, one direction; `km:desc` in the URL. */
export interface SortSpec {
  column: string;
  desc: boolean;
}

/** The URL's `orden` for a table whose columns are `columnIds`; the fallback when it names none of them. */
export function parseSort(param: string | undefined, columnIds: readonly string[], fallback: SortSpec): SortSpec {
  const [column, direction] = (param ?? '').split(':');
  if (!column || !columnIds.includes(column)) return fallback;
  return { column, desc: direction === 'desc' };
}

export function sortToParam(sort: SortSpec): string {
  return `${sort.column}:${sort.desc ? 'desc' : 'asc'}`;
}

/** A header click: the column's first direction, or the other one when it is already sorted by it. */
export function nextSort(current: SortSpec, column: string, descFirst: boolean): SortSpec {
  return current.column === column ? { column, desc: !current.desc } : { column, desc: descFirst };
}

const collator = new Intl.Collator('es-AR', { sensitivity: 'base', numeric: true });

/**
 * Rows by one value, numbers numerically and texts in Spanish order. Missing values (no speed,
 * no events held) go last in either direction, so they never crowd the top of a ranking; equal
 * values keep the rows' given order.
 */
export function sortReportRows<T>(rows: readonly T[], value: (row: T) => string | number | null, desc: boolean): T[] {
  const keyed = rows.map((row, index) => ({ row, index, key: value(row) }));
  const direction = desc ? -1 : 1;
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    const byKey = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : collator.compare(String(a.key), String(b.key));
    return byKey !== 0 ? byKey * direction : a.index - b.index;
  });
  return keyed.map(({ row }) => row);
}
