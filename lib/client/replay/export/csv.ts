import { formatApiDateTime } from '@/lib/fleet/time';
import { type Track, pointAt } from '../track';

const COLUMNS = ['fecha', 'latitud', 'longitud', 'velocidad_kmh', 'rumbo', 'encendido', 'origen'] as const;

/**
 * RFC 4180 CSV, one row per point, the API's field names as header, `fecha` in Argentina time
 * and an empty cell where the API said null. Comma and dot keep it machine-readable; nothing
 * in these columns ever needs quoting.
 */
export function buildCsv(track: Track): string {
  const rows = [COLUMNS.join(',')];
  for (let i = 0; i < track.length; i++) {
    const p = pointAt(track, i);
    rows.push(
      [formatApiDateTime(p.time), p.latitud, p.longitud, p.velocidad_kmh, p.rumbo, p.encendido, p.origen]
        .map((v) => (v === null ? '' : String(v)))
        .join(','),
    );
  }
  return rows.join('\r\n') + '\r\n';
}
