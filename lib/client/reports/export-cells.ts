import { formatApiDateTime } from '@/lib/fleet/time';
import { toCsv } from '../csv-format';
import type { CellKind, CellValue, ReportColumn } from './columns';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Argentina has kept UTC-3 all year since 2009. */
const ARGENTINA_OFFSET_MS = -3 * HOUR_MS;

/** What the exports need from the page: headers in the person's language and place names. */
export interface ExportWords {
  header: (column: ReportColumn<never>) => string;
  /** "a 3 km al norte de Pilar, Buenos Aires"; the coordinates when the places are not loaded. */
  place: (lat: number, lon: number) => string;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * A cell as CSV writes it: for machines first (decimal points, ISO 8601 in Argentina time),
 * durations as decimal hours so a spreadsheet can add them.
 */
export function csvCell(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'duration':
      return String(round(value / HOUR_MS, 2));
    case 'dateTime':
      return formatApiDateTime(value);
    case 'km':
    case 'decimal':
      return String(round(value, 2));
    case 'ratio':
      return String(round(value, 4));
    default:
      return String(Math.round(value));
  }
}

export interface XlsxCell {
  value: string | number | Date | null;
  numFmt?: string;
}

/**
 * A cell as XLSX stores it: numbers as numbers, durations as Excel days shown `[h]:mm`, instants
 * as real Excel dates. Excel dates have no zone, so an instant is written as the Argentina wall
 * clock it was (a Date whose UTC fields are Argentina's), which is what exceljs serialises.
 */
export function xlsxCell(kind: CellKind, value: CellValue): XlsxCell {
  if (value === null) return { value: null };
  if (kind === 'day' && typeof value === 'string') return { value: new Date(`${value}T00:00:00Z`), numFmt: 'dd/mm/yyyy' };
  if (typeof value === 'string') return { value };
  switch (kind) {
    case 'duration':
      return { value: value / DAY_MS, numFmt: '[h]:mm' };
    case 'dateTime':
      return { value: new Date(value + ARGENTINA_OFFSET_MS), numFmt: 'dd/mm/yyyy hh:mm' };
    case 'km':
    case 'decimal':
      return { value: round(value, 2), numFmt: '#,##0.0' };
    case 'ratio':
      return { value, numFmt: '0%' };
    default:
      return { value: Math.round(value), numFmt: '#,##0' };
  }
}

/** Characters wide, per kind, for the sheet's columns. */
export const XLSX_WIDTH: Record<CellKind, number> = {
  text: 24,
  integer: 10,
  decimal: 10,
  km: 12,
  speed: 10,
  duration: 10,
  dateTime: 18,
  day: 12,
  ratio: 8,
  place: 40,
};

/** A place cell's text, else the column's own value. */
function cellValue<T>(column: ReportColumn<T>, row: T, words: ExportWords): CellValue {
  if (column.kind === 'place' && column.point) {
    const { latitud, longitud } = column.point(row);
    return words.place(latitud, longitud);
  }
  return column.value(row);
}

/** The table as a CSV file: a header row, then each row in the order shown. */
export function reportCsv<T>(columns: readonly ReportColumn<T>[], rows: readonly T[], words: ExportWords): string {
  const lines = [columns.map((c) => words.header(c as ReportColumn<never>))];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.kind, cellValue(c, row, words))));
  return toCsv(lines);
}

/** The table's cells for a sheet, row by row, typed. */
export function xlsxRows<T>(columns: readonly ReportColumn<T>[], rows: readonly T[], words: ExportWords): XlsxCell[][] {
  return rows.map((row) => columns.map((c) => xlsxCell(c.kind, cellValue(c, row, words))));
}

/** `flota-resumen-2026-03-01_2026-03-07.xlsx` */
export function reportFilename(informe: string, desde: string, hasta: string, extension: 'csv' | 'xlsx'): string {
  return `flota-${informe}-${desde}_${hasta}.${extension}`;
}
