/**
 * Speed bands for colouring the path, from cool to alarming. Argentine limits are 60 km/h on
 * avenues, 110 km/h on highways and 130 km/h on motorways, so the bands break there.
 */
export interface SpeedBucket {
  /** Lowest speed in the band, km/h (included); the legend names the band from it and the next band's. */
  min: number;
  color: string;
}

export const SPEED_BUCKETS: readonly SpeedBucket[] = [
  { min: 0, color: '#475569' },
  { min: 1, color: '#16a34a' },
  { min: 30, color: '#65a30d' },
  { min: 60, color: '#ca8a04' },
  { min: 90, color: '#ea580c' },
  { min: 110, color: '#dc2626' },
  { min: 130, color: '#7e22ce' },
];

/** Paths with no speed reported get their own band, after the measured ones. */
export const UNKNOWN_SPEED_BUCKET = SPEED_BUCKETS.length;
export const UNKNOWN_SPEED_STYLE = { color: '#94a3b8' } as const;

/** Index into SPEED_BUCKETS for a speed in km/h; NaN (no datum) gives UNKNOWN_SPEED_BUCKET. */
export function speedBucket(kmh: number): number {
  if (Number.isNaN(kmh)) return UNKNOWN_SPEED_BUCKET;
  for (let b = SPEED_BUCKETS.length - 1; b > 0; b--) {
    if (kmh >= SPEED_BUCKETS[b]!.min) return b;
  }
  return 0;
}

/** Colour of every band, UNKNOWN_SPEED_BUCKET last; the map's paint expression indexes it. */
export const BUCKET_COLORS: readonly string[] = [...SPEED_BUCKETS.map((b) => b.color), UNKNOWN_SPEED_STYLE.color];
