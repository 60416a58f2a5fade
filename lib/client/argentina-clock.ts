import { DateTime } from 'luxon';
import { ARGENTINA_ZONE } from '@/lib/fleet/time';

/** "09:56:42", Argentina time, whatever the browser's zone. */
export function formatArgentinaClock(epochMs: number): string {
  return DateTime.fromMillis(epochMs, { zone: ARGENTINA_ZONE }).toFormat('HH:mm:ss');
}

/** "22/11/2026 09:56:42", Argentina time. */
export function formatArgentinaDateTime(epochMs: number): string {
  return DateTime.fromMillis(epochMs, { zone: ARGENTINA_ZONE }).toFormat('dd/MM/yyyy HH:mm:ss');
}

/** Like `formatArgentinaDateTime`, without the date when it is today in Argentina. */
export function formatArgentinaMoment(epochMs: number, nowMs: number): string {
  const at = DateTime.fromMillis(epochMs, { zone: ARGENTINA_ZONE });
  const today = DateTime.fromMillis(nowMs, { zone: ARGENTINA_ZONE });
  return at.hasSame(today, 'day') ? at.toFormat('HH:mm:ss') : at.toFormat('dd/MM/yyyy HH:mm');
}
