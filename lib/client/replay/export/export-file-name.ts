import { formatApiDateTime } from '@/lib/fleet/time';
import type { Track } from '../track';

export type ExportFormat = 'gpx' | 'geojson' | 'csv';

export const EXPORT_MIME: Record<ExportFormat, string> = {
  gpx: 'application/gpx+xml',
  geojson: 'application/geo+json',
  csv: 'text/csv;charset=utf-8',
};

/** `recorrido_AB123CD_2026-11-22T0000_2026-11-22T1230.gpx`: plate (or id) and the Argentina range. */
export function exportFileName(track: Track, format: ExportFormat): string {
  const who = (track.patente ?? track.vehiculo).replace(/[^A-Za-z0-9_-]/g, '');
  const stamp = (ms: number) => formatApiDateTime(ms).slice(0, 16).replace(':', '');
  return `recorrido_${who}_${stamp(track.desde)}_${stamp(track.hasta)}.${format}`;
}
