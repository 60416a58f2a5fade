import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';

const DAY_MS = 86_400_000;
/** From this many days before expiry the page warns the administrator. */
export const EXPIRY_WARNING_DAYS = 14;

export type ExpiryLevel = 'none' | 'valid' | 'warning' | 'expired';

export interface Expiry {
  level: ExpiryLevel;
  text: string;
}

function timeLeft(ms: number): string {
  if (ms < DAY_MS) {
    const hours = Math.max(1, Math.ceil(ms / 3_600_000));
    return hours === 1 ? '1 hora' : `${hours} horas`;
  }
  const days = Math.ceil(ms / DAY_MS);
  return days === 1 ? '1 día' : `${days} días`;
}

/** What to say about the key's expiry (`acceso.vence`), in Argentina time. */
export function describeExpiry(vence: number | null, now: number): Expiry {
  if (vence === null) return { level: 'none', text: 'Sin vencimiento.' };
  const when = formatArgentinaDateTime(vence);
  const left = vence - now;
  if (left <= 0) {
    return { level: 'expired', text: `La clave venció el ${when}. Pedile una nueva al proveedor del servicio.` };
  }
  if (left <= EXPIRY_WARNING_DAYS * DAY_MS) {
    return {
      level: 'warning',
      text: `La clave vence en ${timeLeft(left)} (${when}). Pedile una nueva al proveedor antes de esa fecha.`,
    };
  }
  return { level: 'valid', text: `Vence el ${when} (en ${timeLeft(left)}).` };
}
