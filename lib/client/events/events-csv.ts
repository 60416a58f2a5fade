import { tipoLabel } from '@/lib/fleet/catalog';
import { formatApiDateTime } from '@/lib/fleet/time';
import { toCsv } from '../csv-format';
import type { HistoryRow } from './history-row';
import type { VehicleDirectory } from './vehicle-directory';
import { categoryName } from './category-name';

export const EVENTS_CSV_HEADER = [
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

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The rows as a CSV file: header first, times in Argentina (`-03:00`), UTF-8 without BOM. */
export function eventsToCsv(rows: readonly HistoryRow[], directory: VehicleDirectory): string {
  const lines: string[][] = [[...EVENTS_CSV_HEADER]];
  for (const { evento, ms } of rows) {
    const vehicle = directory.get(evento.vehiculo);
    lines.push([
      formatApiDateTime(ms),
      evento.id,
      evento.vehiculo,
      text(evento.patente),
      text(vehicle?.etiqueta),
      text(vehicle?.clienteNombre),
      categoryName(evento.categoria),
      evento.tipo,
      tipoLabel(evento.tipo),
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
