import type { Evento } from '../schemas/evento';
import type { EventCounts } from './schema';

/** Counts by the event's own `categoria` and `tipo`: a type the catalogue does not know yet still counts. */
export function countEvents(eventos: readonly Pick<Evento, 'categoria' | 'tipo'>[]): EventCounts {
  const byCategory: Record<string, number> = {};
  const byType: Record<string, number> = {};
  for (const e of eventos) {
    byCategory[e.categoria] = (byCategory[e.categoria] ?? 0) + 1;
    byType[e.tipo] = (byType[e.tipo] ?? 0) + 1;
  }
  return { byCategory, byType };
}
