import { formatApiDateTime } from '@/lib/fleet/time';
import { toCsv } from '../csv-format';
import type { EventLabels } from './event-labels';
import type { HistoryRow } from './history-row';
import type { VehicleDirectory } from './vehicle-directory';

/** The file's columns, in order; each one's header is in the `History.csv` messages. */
export const EVENTS_CSV_COLUMNS = [
  'fecha',
  'id',
  'vehiculo',
  'patente',
  'vehiculo_nombre',
  'cliente',
  'categoria',
  'tipo',
  'tipo_nombre',
  'descripcion',
  'latitud',
  'longitud',
  'velocidad_kmh',
  'entrada',
  'sensor',
] as const;
export type EventsCsvColumn = (typeof EVENTS_CSV_COLUMNS)[number];

/** What the file says in the person's language: its headers and the names of categories and types. */
export interface CsvWords {
  header: (column: EventsCsvColumn) => string;
  labels: EventLabels;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The rows as a CSV file: header first, times in Argentina (`-03:00`), UTF-8 without BOM. Times,
 * numbers and identifiers stay as machines read them (ISO 8601, decimal points) in every language;
 * headers and names are the person's language.
 */
export function eventsToCsv(rows: readonly HistoryRow[], directory: VehicleDirectory, { header, labels }: CsvWords): string {
  const lines: string[][] = [EVENTS_CSV_COLUMNS.map(header)];
  for (const { evento, ms } of rows) {
    const vehicle = directory.get(evento.vehiculo);
    lines.push([
      formatApiDateTime(ms),
      evento.id,
      evento.vehiculo,
      text(evento.patente),
      text(vehicle?.etiqueta),
      text(vehicle?.clienteNombre),
      labels.category(evento.categoria),
      evento.tipo,
      labels.type(evento.tipo),
      evento.descripcion,
      text(evento.latitud),
      text(evento.longitud),
      text(evento.velocidad_kmh),
      text(evento.entrada),
      text(evento.sensor),
    ]);
  }
  return toCsv(lines);
}
