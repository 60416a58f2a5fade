import 'server-only';
import type { z } from 'zod';
import type { flotaRecorridoSchema } from '@/lib/fleet/flota-api';
import { splitRange, type TimeRange } from '@/lib/fleet/range';
import type { Recorrido } from '@/lib/fleet/schemas/recorrido';
import type { Store } from '@/lib/store/store';
import { ClosedRouteDays, planRouteDays, routeOfDays } from './closed-route-days';
import { fleetCalls } from './fleet-calls';
import { readHistoryCall, type HistoryCacheDeps } from './history-cache';
import { windowFloor } from './history-run';
import type { Logger } from './logger';
import { mergeRecorridos } from './recorrido-merge';

export interface RecorridosDeps extends HistoryCacheDeps {
  log: Logger;
  /** Where closed days are kept; without it every range is asked for. */
  store?: Store;
}

/**
 * A vehicle's route for any range within the last 90 days: closed days from the store (asked for
 * whole and kept the first time), the rest from the API in ≤ 7-day parts.
 */
export class Recorridos {
  private readonly closed: ClosedRouteDays | null;

  constructor(private readonly deps: RecorridosDeps) {
    this.closed = deps.store ? new ClosedRouteDays({ ...deps, store: deps.store }) : null;
  }

  async get(vehiculo: string, range: TimeRange, signal: AbortSignal): Promise<z.infer<typeof flotaRecorridoSchema>> {
    const partes = splitRange(range).length;
    const { serviceClock } = this.deps;
    const plan = this.closed && serviceClock.known ? planRouteDays(range, { now: serviceClock.now(), floor: windowFloor(serviceClock) }) : null;
    const held = plan && plan.days.length > 0 ? await this.closed?.held(vehiculo, plan.days) : null;
    if (!plan || !held) return { datos: mergeRecorridos(await this.fromApi(vehiculo, range, signal)), partes };
    const known = new Set(held.map((day) => day.dia));
    const fetched = await (this.closed as ClosedRouteDays).fetch(vehiculo, plan.days.filter((dia) => !known.has(dia)), signal);
    const days = [...held, ...fetched].sort((a, b) => (a.dia < b.dia ? -1 : 1));
    const parts = [
      ...(plan.before ? await this.fromApi(vehiculo, plan.before, signal) : []),
      routeOfDays(vehiculo, days, range),
      ...(plan.after ? await this.fromApi(vehiculo, plan.after, signal) : []),
    ];
    return { datos: mergeRecorridos(parts), partes };
  }

  /** The range from the API, in ≤ 7-day parts (what the window no longer holds left out). */
  private async fromApi(vehiculo: string, range: TimeRange, signal: AbortSignal): Promise<Recorrido[]> {
    const results = [];
    for (const part of splitRange(range)) {
      const desde = Math.max(part.desde, windowFloor(this.deps.serviceClock));
      if (desde > part.hasta) continue;
      const call = fleetCalls.recorrido(vehiculo, { desde, hasta: part.hasta });
      results.push((await readHistoryCall(this.deps, call, part.hasta, signal)).value.datos);
    }
    return results;
  }
}
