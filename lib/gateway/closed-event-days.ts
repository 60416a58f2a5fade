import 'server-only';
import type { TimeRange } from '@/lib/fleet/range';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { argentinaDay } from '@/lib/fleet/time';
import { dayRange, daysFrom, daysRange } from '@/lib/store/argentina-days';
import { missingDays } from '@/lib/store/closed-days';
import { eventsOfDays, putEventDays } from '@/lib/store/event-days';
import type { Store } from '@/lib/store/store';
import { fleetCalls } from './fleet-calls';
import type { Upstream } from './upstream';
import { CLOSED_MARGIN_MS, type ClosedDaysPlan, planAround } from './closed-days-plan';
import type { Logger } from './logger';
import { errorCode } from './error-code';

/**
 * The days `range` covers from their first to their last millisecond that are closed (ended
 * `CLOSED_MARGIN_MS` before `now`) and inside the API's window (from `floor`). An answer over
 * them holds every event of those days, so it can be kept; they are consecutive, so the rest of
 * the range is at most one stretch before them and one after.
 */
export function planEventDays(range: TimeRange, { now, floor }: { now: number; floor: number }): ClosedDaysPlan {
  const days = daysFrom(argentinaDay(range.desde), argentinaDay(range.hasta)).filter((dia) => {
    const { desde, hasta } = dayRange(dia);
    return desde >= Math.max(range.desde, floor) && hasta <= range.hasta && hasta + CLOSED_MARGIN_MS < now;
  });
  return planAround(range, days);
}

/**
 * Closed days of events, per vehicle-day, shared by every instance on the store: a history part
 * whose days are all held costs nothing upstream (only its edges, when it has any, are asked for).
 * The store is a saving, never a condition: when it cannot be read or written, the API is asked as before.
 */
export class ClosedEventDays {
  constructor(private readonly deps: { store: Store; log: Logger; upstream: Upstream }) {}

  /** The events of these vehicles over these days when every vehicle-day is held, else null. */
  async held(vehiculos: readonly string[], days: readonly string[], tipos: readonly string[] | undefined): Promise<Evento[] | null> {
    const [desde, hasta] = [days[0] as string, days.at(-1) as string];
    try {
      if ((await missingDays(this.deps.store, 'eventos', vehiculos, desde, hasta)).length > 0) return null;
      return await eventsOfDays(this.deps.store, { vehiculos, desde, hasta, tipos });
    } catch (error) {
      this.deps.log.warn('almacenamiento: eventos guardados no disponibles', { dias: days.length, codigo: errorCode(error) });
      return null;
    }
  }

  /**
   * The history sync's call: these vehicles (at most 500) over these consecutive days (at most 7)
   * asked for in one query at background priority, and kept. A store that cannot keep them
   * throws: the sync tries again.
   */
  async sync(vehiculos: readonly string[], days: readonly string[], signal: AbortSignal): Promise<void> {
    const range = daysRange(days);
    const answer = await this.deps.upstream.call(fleetCalls.eventos({ range, vehiculos }), { priority: 'background', signal });
    await putEventDays(this.deps.store, { vehiculos, dias: days, eventos: answer.datos });
  }

  /** Keeps the days of an answer that covered them whole for these vehicles (asked with no type filter), unless held already. */
  async keep(vehiculos: readonly string[], days: readonly string[], eventos: readonly Evento[]): Promise<void> {
    const { desde, hasta } = daysRange(days);
    const asked = new Set(vehiculos);
    const within = eventos.filter((evento) => {
      const fecha = Date.parse(evento.fecha);
      return asked.has(evento.vehiculo) && fecha >= desde && fecha <= hasta;
    });
    try {
      // Held already (asked again around them): nothing to write.
      if ((await missingDays(this.deps.store, 'eventos', vehiculos, days[0] as string, days.at(-1) as string)).length === 0) return;
      await putEventDays(this.deps.store, { vehiculos, dias: days, eventos: within });
    } catch (error) {
      // The answer does not depend on it: the days are asked for again next time.
      this.deps.log.warn('almacenamiento: no se guardaron días de eventos', { dias: days.length, codigo: errorCode(error) });
    }
  }
}
