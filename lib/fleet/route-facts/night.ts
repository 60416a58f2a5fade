const HOUR_MS = 3_600_000;
/** Argentina is UTC−03:00 all year (no daylight saving since 2009). */
const ARGENTINA_OFFSET_HOURS = -3;

/**
 * Night is 22:00 to 06:00 Argentina time: the hours fleet policies and insurers usually flag
 * as night driving. Done with arithmetic rather than Luxon: it runs once per point.
 */
export const NIGHT_STARTS_HOUR = 22;
export const NIGHT_ENDS_HOUR = 6;

export function isNight(epochMs: number): boolean {
  const hour = (((epochMs / HOUR_MS + ARGENTINA_OFFSET_HOURS) % 24) + 24) % 24;
  return hour >= NIGHT_STARTS_HOUR || hour < NIGHT_ENDS_HOUR;
}
