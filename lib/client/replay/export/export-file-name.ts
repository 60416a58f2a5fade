import { formatApiDateTime } from '@/lib/fleet/time';
import type { Track } from '../track';

export type ExportFormat = 'gpx' | 'geojson' | 'csv';

export const EXPORT_MIME: Record<ExportFormat, string> = {
  gpx: 'application/gpx+xml',
  geojson: 'application/geo+json',
  csv: 'text/csv;charset=utf-8',
};

/**
 * `recorrido_AB123CD_2026-11-22T0000_2026-11-22T1230.gpx`: plate (or id) and the Argentina range;
 * `name` words it in the person's language from those parts.
 */
export function exportFileName(
  track: Track,
  format: ExportFormat,
  name: (parts: { vehicle: string; desde: string; hasta: string }) => string,
): string {
  const who = (track.patente ?? track.vehiculo).replace(/[^A-Za-z0-9_-]/g, '');
  const stamp = (ms: number) => formatApiDateTime(ms).slice(0, 16).replace(':', '');
  return `${name({ vehicle: who, desde: stamp(track.desde), hasta: stamp(track.hasta) })}.${format}`;
}
