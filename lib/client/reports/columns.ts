import type { LatLon } from '@/lib/fleet/geo';

/**
 * What a cell holds, which decides how the table writes it, how CSV and XLSX store it and how it
 * sorts. Durations are ms, instants epoch ms, days `yyyy-mm-dd`, ratios 0..1.
 */
export type CellKind = 'text' | 'integer' | 'decimal' | 'km' | 'speed' | 'duration' | 'dateTime' | 'day' | 'ratio' | 'place';
export type CellValue = string | number | null;

export interface ReportColumn<T> {
  /** Its header's key in `Reports.columns`; `eventos.<categoria>` headers are the category's name. */
  id: string;
  kind: CellKind;
  value: (row: T) => CellValue;
  /** Where a `place` cell is; its value is then the text it sorts by (none). */
  point?: (row: T) => LatLon;
  /** Amounts read best largest first on the first click. */
  descFirst?: boolean;
  /** CSS grid track of the table. */
  width: string;
}

/** `eventos.<categoria>` columns carry a category id after the dot. */
export const CATEGORY_COLUMN_PREFIX = 'eventos.';
