import type { Posicion } from '@/lib/fleet/schemas/posicion';
import type { Formats } from './format/formats';
import type { Translator } from './format/translator';

type FreshnessInput = Pick<Posicion, 'fecha' | 'en_linea' | 'ultima_comunicacion'>;

/**
 * How fresh a vehicle's data is, in words: the age of its GPS fix and whether its device is
 * communicating ("GPS hace 4 min, en línea", "sin comunicación hace 2 h").
 */
export function describeFreshness(p: FreshnessInput, nowMs: number, t: Translator<'Freshness'>, formats: Formats): string {
  const since = (ms: number) => formats.elapsed(nowMs - ms);
  const gps = since(Date.parse(p.fecha));
  const contact = p.ultima_comunicacion ? Date.parse(p.ultima_comunicacion) : null;
  if (p.en_linea === false) return t('offline', { contact: since(contact ?? Date.parse(p.fecha)) });
  if (p.en_linea === true) {
    return contact !== null && nowMs - contact >= 60_000 ? t('onlineLastContact', { gps, contact: since(contact) }) : t('online', { gps });
  }
  return t('unknown', { gps });
}
