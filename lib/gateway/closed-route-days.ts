import 'server-only';
import { MAX_RANGE_MS, type TimeRange } from '@/lib/fleet/range';
import type { Punto, Recorrido } from '@/lib/fleet/schemas/recorrido';
import { argentinaDay, formatApiDateTime } from '@/lib/fleet/time';
import { dayRange, daysFrom, daysRange } from '@/lib/store/argentina-days';
import { putRouteDays, routeDays, type RouteDay } from '@/lib/store/route-days';
import type { Store } from '@/lib/store/store';
import { CLOSED_MARGIN_MS, type ClosedDaysPlan, planAround } from './closed-days-plan';
import { fleetCalls } from './fleet-calls';
import { readHistoryCall, type HistoryCacheDeps } from './history-cache';
import type { Logger } from './logger';
import { errorCode } from './error-code';
import { gpsDistanceKm } from './recorrido-merge';

const DAY_MS = 86_400_000;
const DAYS_PER_CALL = MAX_RANGE_MS / DAY_MS;

/**
 * The days of `range` that can be kept whole: closed (ended `CLOSED_MARGIN_MS` before `now`) and
 * entirely inside the API's window (starting at or after `floor`). A route is asked for whole
 * days and cut to the range, so a day the range only touches counts too.
 */
export function planRouteDays(range: TimeRange, { now, floor }: { now: number; floor: number }): ClosedDaysPlan {
  const days = daysFrom(argentinaDay(range.desde), argentinaDay(range.hasta)).filter((dia) => {
    const { desde, hasta } = dayRange(dia);
    return desde >= floor && hasta + CLOSED_MARGIN_MS < now;
  });
  return planAround(range, days);
}

export interface ClosedRouteDaysDeps extends HistoryCacheDeps {
  store: Store;
  log: Logger;
}

/**
 * A vehicle's route over whole closed days: the days the store holds cost nothing; the others
 * are asked for whole (up to 7 days per query), kept, and then never asked for again, by this
 * instance or any other on the same store.
 */
export class ClosedRouteDays {
  constructor(private readonly deps: ClosedRouteDaysDeps) {}

  /** The days held, or null when the store cannot be read (the caller then asks the API as before). */
  async held(vehiculo: string, days: readonly string[]): Promise<RouteDay[] | null> {
    try {
      return await routeDays(this.deps.store, vehiculo, days[0] as string, days.at(-1) as string);
    } catch (error) {
      this.deps.log.warn('almacenamiento: recorridos guardados no disponibles', { vehiculo, codigo: errorCode(error) });
      return null;
    }
  }

  /** Asks for the days the store lacks, keeps them, and answers them. */
  async fetch(vehiculo: string, missing: readonly string[], signal: AbortSignal): Promise<RouteDay[]> {
    if (missing.length === 0) return [];
    const fetched: RouteDay[] = [];
    for (const run of callRuns(missing)) {
      const range = daysRange(run);
      const answer = (await readHistoryCall(this.deps, fleetCalls.recorrido(vehiculo, range), range.hasta, signal)).value.datos;
      fetched.push(...splitByDay(answer, run));
    }
    try {
      await putRouteDays(this.deps.store, fetched);
    } catch (error) {
      // The answer does not depend on it: the days are asked for again next time.
      this.deps.log.warn('almacenamiento: no se guardaron días de recorrido', { vehiculo, dias: fetched.length, codigo: errorCode(error) });
    }
    return fetched;
  }

  /**
   * The history sync's call: consecutive days (at most 7) asked for in one query at background
   * priority and kept. Not through the shared cache: nobody waits for it, and a cache of whole
   * weeks of routes would only hold memory. A store that cannot keep them throws: the sync retries.
   */
  async sync(vehiculo: string, run: readonly string[], signal: AbortSignal): Promise<void> {
    const answer = await this.deps.upstream.call(fleetCalls.recorrido(vehiculo, daysRange(run)), { priority: 'background', signal });
    await putRouteDays(this.deps.store, splitByDay(answer.datos, run));
  }
}

/** Consecutive days grouped into runs of at most 7 days: one query each. */
export function callRuns(days: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const dia of days) {
    const run = runs.at(-1);
    const follows = run && dayRange(run.at(-1) as string).hasta + 1 === dayRange(dia).desde;
    if (run && follows && run.length < DAYS_PER_CALL) run.push(dia);
    else runs.push([dia]);
  }
  return runs;
}

/** One answer over whole days, as one stored day each (a day without points too: it is known to be empty). */
function splitByDay(recorrido: Recorrido, days: readonly string[]): RouteDay[] {
  const byDay = new Map<string, Punto[]>(days.map((dia) => [dia, []]));
  for (const punto of recorrido.puntos) byDay.get(argentinaDay(Date.parse(punto.fecha)))?.push(punto);
  return days.map((dia) => {
    const puntos = byDay.get(dia) as Punto[];
    return { vehiculo: recorrido.vehiculo, dia, patente: recorrido.patente, distanciaKm: gpsDistanceKm(puntos), puntos };
  });
}

/** Stored days as one route over the part of `range` they cover, shaped as the API answers it. */
export function routeOfDays(vehiculo: string, days: readonly RouteDay[], range: TimeRange): Recorrido {
  const desde = Math.max(range.desde, dayRange((days[0] as RouteDay).dia).desde);
  const hasta = Math.min(range.hasta, dayRange((days.at(-1) as RouteDay).dia).hasta);
  const puntos: Punto[] = [];
  for (const day of days) {
    for (const punto of day.puntos) {
      const fecha = Date.parse(punto.fecha);
      if (fecha >= desde && fecha <= hasta) puntos.push(punto);
    }
  }
  return {
    vehiculo,
    patente: days.at(-1)?.patente ?? null,
    desde: formatApiDateTime(desde),
    hasta: formatApiDateTime(hasta),
    distancia_km: gpsDistanceKm(puntos),
    cantidad_puntos: puntos.length,
    puntos,
  };
}
