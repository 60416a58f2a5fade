/**
 * Argentina time for the browser. Argentina keeps UTC−03:00 all year (see `lib/fleet/time.ts`), so
 * shifting the instant by three hours and reading its UTC fields is exact, needs no time-zone
 * database, and keeps Luxon out of the map page's bundle.
 */
const OFFSET_MS = -3 * 60 * 60_000;

function fields(epochMs: number) {
  const d = new Date(epochMs + OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`,
    hm: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`,
    s: two(d.getUTCSeconds()),
  };
}

/** "09:56:42", Argentina time, whatever the browser's zone. */
export function formatArgentinaClock(epochMs: number): string {
  const { hm, s } = fields(epochMs);
  return `${hm}:${s}`;
}

/** "22/11/2026 09:56:42", Argentina time. */
export function formatArgentinaDateTime(epochMs: number): string {
  const { day, hm, s } = fields(epochMs);
  return `${day} ${hm}:${s}`;
}

/** Like `formatArgentinaDateTime`, without the date when it is today in Argentina. */
export function formatArgentinaMoment(epochMs: number, nowMs: number): string {
  const at = fields(epochMs);
  return at.day === fields(nowMs).day ? `${at.hm}:${at.s}` : `${at.day} ${at.hm}`;
}
