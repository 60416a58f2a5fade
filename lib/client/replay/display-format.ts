import { formatApiDateTime } from '@/lib/fleet/time';

/**
 * How the replay page writes times, durations and quantities for people (es-AR), always in
 * Argentina time. Built on formatApiDateTime so the browser's zone never leaks in.
 */

/** `22/11 09:56` */
export function formatDayTime(epochMs: number): string {
  const iso = formatApiDateTime(epochMs);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)} ${iso.slice(11, 16)}`;
}

/** `2 h 05 min`, `12 min`, `40 s` */
export function formatDuration(ms: number): string {
  const totalMinutes = Math.floor(ms / 60_000);
  if (totalMinutes < 1) return `${Math.max(0, Math.round(ms / 1000))} s`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return `${hours} h ${String(minutes).padStart(2, '0')} min`;
}

const ONE_DECIMAL = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const WHOLE = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** `1.234,5 km` */
export function formatKm(km: number): string {
  return `${ONE_DECIMAL.format(km)} km`;
}

/** `87 km/h`, or `sin dato` */
export function formatSpeed(kmh: number | null): string {
  return kmh === null ? 'sin dato' : `${WHOLE.format(kmh)} km/h`;
}
