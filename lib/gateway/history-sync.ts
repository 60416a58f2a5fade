import 'server-only';
import { dayRange } from '@/lib/store/argentina-days';
import { missingDays } from '@/lib/store/closed-days';
import { backfillDayFacts } from '@/lib/store/day-facts-backfill';
import { clearRouteRefusal, recordRouteRefusal, routeRefusals, standingRefusals } from '@/lib/store/route-refusals';
import type { Store } from '@/lib/store/store';
import type { Budget } from './budget';
import { sleep, type Clock } from './clock';
import { CLOSED_MARGIN_MS } from './closed-days-plan';
import type { ClosedEventDays } from './closed-event-days';
import { callRuns, type ClosedRouteDays } from './closed-route-days';
import { errorCode } from './error-code';
import { fleetCalls } from './fleet-calls';
import type { FleetDirectory } from './fleet-directory';
import { type GatewayError, isGatewayError } from './gateway-error';
import type { Leadership } from './leadership';
import type { Logger } from './logger';
import type { FleetTime } from './service-clock';
import { syncDays, weeksOf } from './sync-days';
import { SyncPace } from './sync-pace';

/** The lease role: one instance of a deployment syncs. */
export const SYNC_ROLE = 'historial';
/** An instance that does not lead asks again this often (the lease itself lasts seconds). */
const FOLLOWER_CHECK_MS = 60_000;
/** After a failure (the service or the store out of reach) the sync tries again this much later. */
const RETRY_MS = 30_000;
/** With every day held, the vehicle list and the closing of the next day are checked this often. */
const IDLE_CHECK_MS = 10 * 60_000;
const PERMISSION_CHECK_MS = 60 * 60_000;

export interface HistorySyncDeps {
  store: Store;
  routes: ClosedRouteDays;
  events: ClosedEventDays;
  directory: FleetDirectory;
  serviceClock: FleetTime;
  clock: Clock;
  leadership: Leadership;
  budget: Budget;
  log: Logger;
  /** `FLOTA_SYNC_DAYS` and `FLOTA_SYNC_SHARE`. */
  days: number;
  share: number;
}

/** One query: a vehicle's route, or the events of up to 500 vehicles, over consecutive days (oldest first). */
type Run = { kind: 'rutas'; vehiculo: string; dias: string[] } | { kind: 'eventos'; vehiculos: string[]; dias: string[] };

/** docs/fleet-api.md#limits: vehicles per events query. */
const VEHICLES_PER_EVENTS_QUERY = 500;

/**
 * Fills the store with closed days of every vehicle's route and events, newest days first, so
 * that reports, replays and event history of closed days cost no units; then keeps it current as
 * each day closes. It runs on
 * the leader of its role only, at background priority and within its share of the key's spare
 * units. What it has done is what the store holds: after a restart it goes on from there.
 */
export class HistorySync {
  private readonly pace: SyncPace;
  private readonly abort = new AbortController();
  /** Queries the service refused for good: not asked again by this process. */
  private readonly refused = new Set<string>();
  /** Vehicles the service refused routes a day or more ago, asked again now (`route-refusals.ts`). */
  private recheck = new Set<string>();
  /** Until when the key is taken to lack the permission each kind of query needs. */
  private readonly lacking = new Map<Run['kind'], number>();
  private queue: Run[] = [];
  private running = false;
  /** Whether every held day has its derived facts: rows are written with them, so once is enough per process. */
  private derived = false;

  constructor(private readonly deps: HistorySyncDeps) {
    this.pace = new SyncPace(deps.share);
  }

  start(): void {
    if (this.running || this.abort.signal.aborted) return;
    this.running = true;
    void this.loop();
  }

  stop(): void {
    this.abort.abort(new Error('sincronización detenida'));
  }

  private async loop(): Promise<void> {
    const { clock, log } = this.deps;
    const { signal } = this.abort;
    while (!signal.aborted) {
      let waitMs: number;
      try {
        waitMs = await this.step(signal);
      } catch (error) {
        if (signal.aborted) break;
        log.warn('sincronización del historial: reintento', { codigo: errorCode(error), espera_ms: RETRY_MS });
        this.queue = [];
        waitMs = RETRY_MS;
      }
      if (waitMs > 0) await sleep(clock, waitMs, signal).catch(() => undefined);
    }
    this.running = false;
  }

  /** One query's worth of work; answers how long to wait before the next. */
  private async step(signal: AbortSignal): Promise<number> {
    const { leadership, serviceClock, budget, clock, routes, events } = this.deps;
    if (!(await leadership.leads(SYNC_ROLE))) {
      // Another instance works meanwhile: what was planned here may be held by the time it leads again.
      this.queue = [];
      return FOLLOWER_CHECK_MS;
    }
    if (!this.derived) {
      // Days stored before their facts existed, or derived with other definitions: a batch per step, then on to planning.
      if ((await backfillDayFacts(this.deps.store)) > 0) return 0;
      this.derived = true;
    }
    await serviceClock.ready();
    if (!serviceClock.known) return RETRY_MS;
    const run = this.queue[0] ?? (this.queue = await this.plan())[0];
    if (!run) return this.untilNextDayCloses();
    const range = dayRange(run.dias[0] as string);
    const { cost } = run.kind === 'rutas' ? fleetCalls.recorrido(run.vehiculo, range) : fleetCalls.eventos({ range });
    const waitMs = this.pace.waitMs(cost, budget.snapshot(), clock.now());
    if (waitMs !== null && waitMs > 0) return waitMs;
    this.queue.shift();
    this.pace.record(cost, clock.now());
    try {
      if (run.kind === 'rutas') {
        await routes.sync(run.vehiculo, run.dias, signal);
        if (this.recheck.delete(run.vehiculo)) await clearRouteRefusal(this.deps.store, run.vehiculo);
      } else await events.sync(run.vehiculos, run.dias, signal);
    } catch (error) {
      if (isGatewayError(error) && error.codigo === 'sin_permiso') return this.withoutPermission(run.kind);
      if (!refusedForGood(error)) throw error;
      await this.refusedForGood(run, error.codigo);
    }
    return 0;
  }

  /**
   * A vehicle without routes in the service (501) is kept in the store, so no instance asks for
   * it again for a day and the progress counts without it; any other refusal is this query's only.
   */
  private async refusedForGood(run: Run, codigo: string): Promise<void> {
    if (run.kind === 'rutas' && codigo === 'no_disponible') {
      this.queue = this.queue.filter((next) => next.kind !== 'rutas' || next.vehiculo !== run.vehiculo);
      await recordRouteRefusal(this.deps.store, run.vehiculo, codigo, this.deps.clock.now());
    } else this.refused.add(runKey(run));
    this.deps.log.warn('sincronización del historial: el servicio rechazó una consulta', { consulta: runKey(run).slice(0, 80), codigo });
  }

  /**
   * A key without the permission would be refused every such query: those are left out until an
   * administrator may have added it; the others go on.
   */
  private withoutPermission(kind: Run['kind']): number {
    this.queue = [];
    this.lacking.set(kind, this.deps.clock.now() + PERMISSION_CHECK_MS);
    this.deps.log.warn('sincronización del historial: la clave no tiene el permiso', { permiso: kind === 'rutas' ? 'recorridos' : 'eventos', espera_ms: PERMISSION_CHECK_MS });
    return 0;
  }

  /** The queries for the missing vehicle-days of the newest week that has any: events first (one query covers 500 vehicles). */
  private async plan(): Promise<Run[]> {
    const { directory, serviceClock, days } = this.deps;
    const vehiculos = (await directory.index('background')).value.vehiculos.map((v) => v.id);
    if (vehiculos.length === 0) return [];
    for (const week of weeksOf(syncDays(serviceClock, days))) {
      const runs = [...(await this.eventRuns(vehiculos, week)), ...(await this.routeRuns(vehiculos, week))].filter((run) => !this.refused.has(runKey(run)));
      if (runs.length > 0) return runs;
    }
    return [];
  }

  /** The week's events for the vehicles missing any day of it, 500 at a time, the whole week each (the cost is the same). */
  private async eventRuns(vehiculos: string[], week: string[]): Promise<Run[]> {
    if (this.lacks('eventos')) return [];
    const missing = await missingDays(this.deps.store, 'eventos', vehiculos, week[0] as string, week.at(-1) as string);
    const runs: Run[] = [];
    for (let i = 0; i < missing.length; i += VEHICLES_PER_EVENTS_QUERY) {
      runs.push({ kind: 'eventos', vehiculos: missing.slice(i, i + VEHICLES_PER_EVENTS_QUERY).map((m) => m.vehiculo), dias: week });
    }
    return runs;
  }

  private async routeRuns(vehiculos: string[], week: string[]): Promise<Run[]> {
    if (this.lacks('rutas')) return [];
    const refusals = await routeRefusals(this.deps.store);
    const standing = standingRefusals(refusals, this.deps.clock.now());
    this.recheck = new Set([...refusals.keys()].filter((vehiculo) => !standing.has(vehiculo)));
    const missing = await missingDays(this.deps.store, 'rutas', vehiculos, week[0] as string, week.at(-1) as string);
    return missing
      .filter(({ vehiculo }) => !standing.has(vehiculo))
      .flatMap(({ vehiculo, dias }) => callRuns(dias).map((run): Run => ({ kind: 'rutas', vehiculo, dias: run })));
  }

  private lacks(kind: Run['kind']): boolean {
    return (this.lacking.get(kind) ?? 0) > this.deps.clock.now();
  }

  /** Everything held: the next work is the day that closes next (or a new vehicle meanwhile). */
  private untilNextDayCloses(): number {
    const now = this.deps.serviceClock.now();
    const today = syncDays(this.deps.serviceClock, 1)[0];
    const nextClose = (today ? dayRange(today).hasta + 1 : now) + 86_400_000 + CLOSED_MARGIN_MS;
    return Math.max(1_000, Math.min(IDLE_CHECK_MS, nextClose - now));
  }
}

function runKey(run: Run): string {
  return `${run.kind} ${run.kind === 'rutas' ? run.vehiculo : run.vehiculos.join(',')} ${run.dias.join(',')}`;
}

/**
 * The service answered no for this query (a vehicle out of scope, one whose routes it does not
 * keep: 501): another try will not change it, and it must not hold up the rest. A service out of
 * reach or overloaded, or the store, is tried again later.
 */
function refusedForGood(error: unknown): error is GatewayError {
  return isGatewayError(error) && error.origen === 'upstream' && !error.retryable;
}
