import { replayHref } from '@/lib/client/replay/url-state';
import { HISTORY_WINDOW_MS } from '@/lib/fleet/range';
import type { Evento } from '@/lib/fleet/schemas/evento';

const CONTEXT_MS = 60 * 60_000;

/** The route replay around an event: an hour either side (within what the API holds), cursor on the event. */
export function eventReplayHref(evento: Pick<Evento, 'vehiculo' | 'fecha'>, now: number): string {
  const t = Date.parse(evento.fecha);
  return replayHref({
    vehiculo: evento.vehiculo,
    desde: Math.max(t - CONTEXT_MS, now - HISTORY_WINDOW_MS + 60_000),
    hasta: Math.min(t + CONTEXT_MS, now),
    t,
  });
}
