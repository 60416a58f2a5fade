import 'server-only';
import type { z } from 'zod';
import type { flotaRecorridoSchema } from '@/lib/fleet/flota-api';
import { splitRange, type TimeRange } from '@/lib/fleet/range';
import { fleetCalls } from './fleet-calls';
import { readHistoryCall, type HistoryCacheDeps } from './history-cache';
import { windowFloor } from './history-run';
import { mergeRecorridos } from './recorrido-merge';

/** A vehicle's route for any range within the last 90 days, asked for in ≤ 7-day parts. */
export class Recorridos {
  constructor(private readonly deps: HistoryCacheDeps) {}

  async get(vehiculo: string, range: TimeRange, signal: AbortSignal): Promise<z.infer<typeof flotaRecorridoSchema>> {
    const parts = splitRange(range);
    const results = [];
    for (const part of parts) {
      const desde = Math.max(part.desde, windowFloor(this.deps.serviceClock));
      if (desde > part.hasta) continue;
      const call = fleetCalls.recorrido(vehiculo, { desde, hasta: part.hasta });
      results.push((await readHistoryCall(this.deps, call, part.hasta, signal)).value.datos);
    }
    return { datos: mergeRecorridos(results), partes: parts.length };
  }
}
