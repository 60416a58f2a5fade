import 'server-only';
import type { HistorialMensaje } from '@/lib/fleet/flota-api';
import { HISTORY_WINDOW_MS } from '@/lib/fleet/range';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { fleetCalls } from './fleet-calls';
import { readHistoryCall, type HistoryCacheDeps } from './history-cache';
import { EVENTS_QUERY_COST, type HistoryPart, type HistoryPlan } from './history-plan';
import type { FleetTime } from './service-clock';

/**
 * Time passes between planning and sending, and a call may be retried for minutes (a 60 s
 * timeout, waits of 5, 15 and 60 s): a part that started exactly 90 days ago would be refused
 * by then, so the oldest edge moves in by ten minutes (those events are leaving the window anyway).
 */
export const WINDOW_MARGIN_MS = 10 * 60_000;

/**
 * The oldest instant a part may ask for, by the fleet's clock. Unknown until the service's time
 * has been read: then nothing is cut, and the service judges the range itself.
 */
export function windowFloor(serviceClock: FleetTime): number {
  return serviceClock.known ? serviceClock.now() - HISTORY_WINDOW_MS + WINDOW_MARGIN_MS : Number.NEGATIVE_INFINITY;
}

export interface HistoryDeps extends HistoryCacheDeps {
  /** Parts in flight at once; the key limits history queries in progress. */
  concurrency: number;
}

type Outcome = { ok: true; eventos: Evento[] } | { ok: false; error: unknown };

/**
 * Runs a plan part by part (a few at a time, answered in plan order) and yields the messages of
 * `historialMensajeSchema` except `error`: a failure is thrown, for the caller to answer. Each
 * part's events are de-duplicated against the parts before it. Aborting `signal` cancels what
 * is queued or in flight upstream.
 */
export async function* runHistory(
  plan: HistoryPlan,
  tipos: readonly string[] | undefined,
  deps: HistoryDeps,
  signal: AbortSignal,
): AsyncGenerator<Extract<HistorialMensaje, { tipo: 'plan' | 'parte' }>> {
  const { parts, unidades } = plan;
  yield { tipo: 'plan', partes: parts.length, unidades };
  const seen = new Set<string>();
  const pending: Promise<Outcome>[] = [];
  let next = 0;
  const launch = () => {
    while (next < parts.length && pending.length < deps.concurrency) {
      pending.push(fetchPart(parts[next++] as HistoryPart, tipos, deps, signal));
    }
  };
  launch();
  for (let done = 1; pending.length > 0; done++) {
    const outcome = await (pending.shift() as Promise<Outcome>);
    if (!outcome.ok) throw outcome.error;
    launch();
    const eventos = outcome.eventos.filter((e) => !seen.has(e.id));
    for (const e of eventos) seen.add(e.id);
    yield { tipo: 'parte', hechas: done, partes: parts.length, unidades_gastadas: done * EVENTS_QUERY_COST, eventos };
  }
}

async function fetchPart(
  part: HistoryPart,
  tipos: readonly string[] | undefined,
  deps: HistoryDeps,
  signal: AbortSignal,
): Promise<Outcome> {
  const desde = Math.max(part.range.desde, windowFloor(deps.serviceClock));
  if (desde > part.range.hasta) return { ok: true, eventos: [] };
  const call = fleetCalls.eventos({ range: { desde, hasta: part.range.hasta }, cliente: part.cliente, vehiculos: part.vehiculos, tipos });
  try {
    return { ok: true, eventos: (await readHistoryCall(deps, call, part.range.hasta, signal)).value.datos };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Orders events by time, then id, for a stable merged answer. */
export function byFecha(a: Evento, b: Evento): number {
  return Date.parse(a.fecha) - Date.parse(b.fecha) || a.id.localeCompare(b.id);
}
