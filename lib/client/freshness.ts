import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { formatAgo } from './elapsed';

type FreshnessInput = Pick<Posicion, 'fecha' | 'en_linea' | 'ultima_comunicacion'>;

/**
 * How fresh a vehicle's data is, in words: the age of its GPS fix and whether its device is
 * communicating ("GPS hace 4 min, en línea", "sin comunicación hace 2 h").
 */
export function describeFreshness(p: FreshnessInput, nowMs: number): string {
  const gps = `GPS ${formatAgo(Date.parse(p.fecha), nowMs)}`;
  const contact = p.ultima_comunicacion ? Date.parse(p.ultima_comunicacion) : null;
  if (p.en_linea === false) {
    const since = contact ?? Date.parse(p.fecha);
    return `sin comunicación ${formatAgo(since, nowMs)}`;
  }
  if (p.en_linea === true) {
    const lastContact = contact !== null && nowMs - contact >= 60_000 ? ` (último contacto ${formatAgo(contact, nowMs)})` : '';
    return `${gps}, en línea${lastContact}`;
  }
  return `${gps}, conexión sin dato`;
}
