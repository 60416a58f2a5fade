import type { Formats } from '@/lib/client/format/formats';
import type { Translator } from '@/lib/client/format/translator';

const DAY_MS = 86_400_000;
/** From this many days before expiry the page warns the administrator. */
export const EXPIRY_WARNING_DAYS = 14;

export type ExpiryLevel = 'none' | 'valid' | 'warning' | 'expired';

export interface Expiry {
  level: ExpiryLevel;
  text: string;
}

function timeLeft(ms: number, t: Translator<'KeyStatus'>): string {
  if (ms < DAY_MS) return t('hours', { count: Math.max(1, Math.ceil(ms / 3_600_000)) });
  return t('days', { count: Math.ceil(ms / DAY_MS) });
}

/** What to say about the key's expiry (`acceso.vence`), in Argentina time and the person's language. */
export function describeExpiry(vence: number | null, now: number, t: Translator<'KeyStatus'>, formats: Formats): Expiry {
  if (vence === null) return { level: 'none', text: t('noExpiry') };
  const when = formats.dateTimeSeconds(vence);
  const left = vence - now;
  if (left <= 0) return { level: 'expired', text: t('expired', { when }) };
  if (left <= EXPIRY_WARNING_DAYS * DAY_MS) return { level: 'warning', text: t('expiresSoon', { left: timeLeft(left, t), when }) };
  return { level: 'valid', text: t('expiresOn', { when, left: timeLeft(left, t) }) };
}
