import { DateTime } from 'luxon';
import { ARGENTINA_ZONE } from '@/lib/fleet/time';

/** "Try again in 15 minutes (at 14:32)", in Argentina time whatever the server's zone. */
export function lockoutMessage(reintentarEnMs: number, ahora = Date.now()): string {
  const minutos = Math.max(1, Math.ceil(reintentarEnMs / 60_000));
  const hora = DateTime.fromMillis(ahora + reintentarEnMs, { zone: ARGENTINA_ZONE }).toFormat('HH:mm');
  const plazo = minutos === 1 ? '1 minuto' : `${minutos} minutos`;
  return `Demasiados intentos fallidos. Por seguridad, el ingreso queda bloqueado: probá de nuevo en ${plazo} (a las ${hora}).`;
}
