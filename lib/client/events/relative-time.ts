const FORMAT = new Intl.RelativeTimeFormat('es-AR', { style: 'short', numeric: 'auto' });

const STEPS: readonly [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60, 'second', 1],
  [3_600, 'minute', 60],
  [86_400, 'hour', 3_600],
];

/** "hace 2 min", "hace 3 h", "ayer": how long ago an event happened, as an operator says it. */
export function formatTimeAgo(epochMs: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - epochMs) / 1_000));
  if (seconds < 10) return 'ahora';
  const [, unit, size] = STEPS.find(([limit]) => seconds < limit) ?? [Infinity, 'day', 86_400];
  return FORMAT.format(-Math.floor(seconds / size), unit);
}
