import type { Translator } from '@/lib/client/format/translator';

/**
 * Geometry of the units-per-minute chart: one bar per minute of the last hour (oldest first,
 * as the gateway sends them) under the key's budget line. Pure, so that it can be tested.
 */
export interface UnitsBar {
  x: number;
  y: number;
  height: number;
  units: number;
  overLimit: boolean;
}

export interface UnitsChartGeometry {
  bars: UnitsBar[];
  /** The value at the top of the chart. */
  ceiling: number;
  /** Where the budget line goes, or null when the budget is not known yet. */
  limitY: number | null;
}

export function chartGeometry(perMinute: readonly number[], limit: number | null, width: number, height: number): UnitsChartGeometry {
  const ceiling = Math.max(1, limit ?? 0, ...perMinute);
  const step = width / Math.max(1, perMinute.length);
  const scale = (value: number) => (value / ceiling) * height;
  const bars = perMinute.map((units, i) => ({
    x: i * step,
    y: height - scale(units),
    height: scale(units),
    units,
    overLimit: limit !== null && units > limit,
  }));
  return { bars, ceiling, limitY: limit === null ? null : height - scale(limit) };
}

/** The chart in words, for screen readers: its total, its peak and the budget. */
export function chartSummary(perMinute: readonly number[], limit: number | null, t: Translator<'KeyStatus'>): string {
  const total = perMinute.reduce((sum, value) => sum + value, 0);
  const most = Math.max(0, ...perMinute);
  return limit === null ? t('chartSummary', { total, most }) : t('chartSummaryLimit', { total, most, limit });
}
