import { formatApiDateTime } from '@/lib/fleet/time';
import { toCsv } from '../../csv-format';
import { type Track, pointAt } from '../track';

/** The API's field names; each column's header, in the person's language, is in the `Replay.csv` messages. */
export const ROUTE_CSV_COLUMNS = ['fecha', 'latitud', 'longitud', 'velocidad_kmh', 'rumbo', 'encendido', 'origen'] as const;
export type RouteCsvColumn = (typeof ROUTE_CSV_COLUMNS)[number];

/**
 * The route as CSV (the app's one CSV writer, RFC 4180), one row per point, a header row in the
 * person's language, `fecha` in Argentina time and an empty cell where the API said null. Comma and
 * dot keep it machine-readable in every language.
 */
export function routeToCsv(track: Track, header: (column: RouteCsvColumn) => string): string {
  const rows: string[][] = [ROUTE_CSV_COLUMNS.map(header)];
  for (let i = 0; i < track.length; i++) {
    const p = pointAt(track, i);
    rows.push([formatApiDateTime(p.time), p.latitud, p.longitud, p.velocidad_kmh, p.rumbo, p.encendido, p.origen].map((v) => (v === null ? '' : String(v))));
  }
  return toCsv(rows);
}
