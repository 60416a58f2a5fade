import { Duration } from 'luxon';
import type { TimeRange } from '@/lib/fleet/range';
import { argentinaDay, startOfArgentinaDay } from '@/lib/fleet/time';
import type { HistoryRow } from './history-row';

export interface DayBucket {
  /** Argentina calendar day, `yyyy-MM-dd`. */
  dia: string;
  total: number;
  porCategoria: Record<string, number>;
}

export interface CountBucket {
  clave: string;
  cantidad: number;
}

const DAY_MS = Duration.fromObject({ days: 1 }).toMillis();

/**
 * Events per Argentina day, split by category. Every day of `range` gets a bucket, empty or not,
 * so the chart's time axis has no holes; events outside it still get their own day.
 */
export function bucketByDay(rows: readonly HistoryRow[], range: TimeRange | null): DayBucket[] {
  const buckets = new Map<string, DayBucket>();
  if (range) {
    // Argentina keeps a fixed offset, so consecutive midnights are exactly one day apart.
    for (let day = startOfArgentinaDay(range.desde); day < range.hasta; day += DAY_MS) {
      const dia = argentinaDay(day);
      buckets.set(dia, { dia, total: 0, porCategoria: {} });
    }
  }
  for (const row of rows) {
    let bucket = buckets.get(row.dia);
    if (!bucket) {
      bucket = { dia: row.dia, total: 0, porCategoria: {} };
      buckets.set(row.dia, bucket);
    }
    bucket.total += 1;
    const categoria = row.evento.categoria;
    bucket.porCategoria[categoria] = (bucket.porCategoria[categoria] ?? 0) + 1;
  }
  return [...buckets.values()].sort((a, b) => (a.dia < b.dia ? -1 : 1));
}

/** The `limit` most frequent keys, most frequent first (ties by key, so the order is stable). */
export function topCounts(rows: readonly HistoryRow[], keyOf: (row: HistoryRow) => string, limit: number): CountBucket[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([clave, cantidad]) => ({ clave, cantidad }))
    .sort((a, b) => b.cantidad - a.cantidad || (a.clave < b.clave ? -1 : 1))
    .slice(0, limit);
}
