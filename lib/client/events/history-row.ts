import type { Evento } from '@/lib/fleet/schemas/evento';
import { argentinaDay } from '@/lib/fleet/time';

/** An event of the history with what sorting, charts and filters need, computed once on arrival. */
export interface HistoryRow {
  evento: Evento;
  /** Epoch ms of `fecha`. */
  ms: number;
  /** The Argentina calendar day it happened on, `yyyy-MM-dd`. */
  dia: string;
}

export function toHistoryRow(evento: Evento): HistoryRow {
  const ms = Date.parse(evento.fecha);
  return { evento, ms, dia: argentinaDay(ms) };
}
