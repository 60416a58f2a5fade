import { formatApiDateTime } from '@/lib/fleet/time';
import { toCsv } from '../../csv-format';
import { type Track, pointAt } from '../track';

const COLUMNS = ['fecha', 'latitud', 'longitud', 'velocidad_kmh', 'rumbo', 'encendido', 'origen'] as const;

/**
 * The route as CSV (the app's one CSV writer, RFC 4180), one row per point, the API's field names
 * as header, `fecha` in Argentina time and an empty cell where the API said null. Comma and dot
 * keep it machine-readable.
 */
export function routeToCsv(track: Track): string {
  const rows: string[][] = [[...COLUMNS]];
  for (let i = 0; i < track.length; i++) {
    const p = pointAt(track, i);
    rows.push([formatApiDateTime(p.time), p.latitud, p.longitud, p.velocidad_kmh, p.rumbo, p.encendido, p.origen].map((v) => (v === null ? '' : String(v))));
  }
  return toCsv(rows);
}
