import 'server-only';
import type { HistorialMensaje } from '@/lib/fleet/flota-api';
import { HISTORY_WINDOW_MS, type TimeRange } from '@/lib/fleet/range';
import type { EventosEnvelope } from '@/lib/fleet/schemas/envelopes';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { type ClosedEventDays, planEventDays } from './closed-event-days';
import type { LoggedHistory } from './logged-history';
import { callKey, fleetCalls } from './fleet-calls';
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
  /** Closed days kept in the store; null without one. */
  closedDays: ClosedEventDays | null;
  /** The store's event log, where the follower read it all; null without a store. */
  loggedHistory: LoggedHistory | null;
  /** The key's scope the plan was made for (`scopeSignature`): the log answers for that one only. */
  scope: string;
}

type Outcome = { ok: true; eventos: Evento[]; unidades: number } | { ok: false; error: unknown };

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
  let spent = 0;
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
    spent += outcome.unidades;
    yield { tipo: 'parte', hechas: done, partes: parts.length, unidades_gastadas: spent, eventos };
  }
}

/**
 * One part: from the event log when the follower read all of its range; else from the API, but
 * for the whole closed days the store holds for all its vehicles (then only the stretches around
 * them are asked for). An answer over closed days is kept.
 */
async function fetchPart(
  part: HistoryPart,
  tipos: readonly string[] | undefined,
  deps: HistoryDeps,
  signal: AbortSignal,
): Promise<Outcome> {
  const floor = windowFloor(deps.serviceClock);
  const range = { desde: Math.max(part.range.desde, floor), hasta: part.range.hasta };
  if (range.desde > range.hasta) return { ok: true, eventos: [], unidades: 0 };
  const ask = (asked: TimeRange) => askPart(part, asked, tipos, deps, signal);
  try {
    // A whole-scope part names no vehicles, and the log holds the whole scope: no filter then.
    const vehiculos = part.cliente || part.vehiculos ? part.ids : null;
    const logged = vehiculos === undefined ? null : await deps.loggedHistory?.held(range, { scope: deps.scope, vehiculos, tipos });
    if (logged) return { ok: true, eventos: logged, unidades: 0 };
    const { closedDays, serviceClock } = deps;
    const plan = closedDays && part.ids && serviceClock.known ? planEventDays(range, { now: serviceClock.now(), floor }) : null;
    if (!closedDays || !part.ids || !plan || plan.days.length === 0) return { ok: true, eventos: await ask(range), unidades: EVENTS_QUERY_COST };
    // Asked here a moment ago: the answer in memory is nearer than the store.
    const remembered = deps.cache.peek<EventosEnvelope>(callKey(callOf(part, range, tipos)));
    if (remembered && !remembered.stale) return { ok: true, eventos: remembered.value.datos, unidades: 0 };
    // Both edges would cost two queries where the whole range costs one: then the store saves nothing.
    const held = plan.before && plan.after ? null : await closedDays.held(part.ids, plan.days, tipos);
    if (held) {
      const [before, after] = await Promise.all([plan.before, plan.after].map((edge) => (edge ? ask(edge) : [])));
      const unidades = [plan.before, plan.after].filter(Boolean).length * EVENTS_QUERY_COST;
      return { ok: true, eventos: [...(before ?? []), ...held, ...(after ?? [])], unidades };
    }
    const eventos = await ask(range);
    // Filtered by type, the answer is not the whole of those days.
    if (!tipos) await closedDays.keep(part.ids, plan.days, eventos);
    return { ok: true, eventos, unidades: EVENTS_QUERY_COST };
  } catch (error) {
    return { ok: false, error };
  }
}

async function askPart(part: HistoryPart, range: TimeRange, tipos: readonly string[] | undefined, deps: HistoryDeps, signal: AbortSignal): Promise<Evento[]> {
  return (await readHistoryCall(deps, callOf(part, range, tipos), range.hasta, signal)).value.datos;
}

function callOf(part: HistoryPart, range: TimeRange, tipos: readonly string[] | undefined) {
  return fleetCalls.eventos({ range, cliente: part.cliente, vehiculos: part.vehiculos, tipos });
}

/** Orders events by time, then id, for a stable merged answer. */
export function byFecha(a: Evento, b: Evento): number {
  return Date.parse(a.fecha) - Date.parse(b.fecha) || a.id.localeCompare(b.id);
}
