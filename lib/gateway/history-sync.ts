import 'server-only';
import { dayRange } from '@/lib/store/argentina-days';
import { missingDays } from '@/lib/store/closed-days';
import type { Store } from '@/lib/store/store';
import type { Budget } from './budget';
import { sleep, type Clock } from './clock';
import { CLOSED_MARGIN_MS } from './closed-days-plan';
import { callRuns, type ClosedRouteDays } from './closed-route-days';
import { errorCode } from './error-code';
import { fleetCalls } from './fleet-calls';
import type { FleetDirectory } from './fleet-directory';
import { isGatewayError } from './gateway-error';
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

interface Run {
  vehiculo: string;
  /** Consecutive days, oldest first: one route query. */
  dias: string[];
}

/**
 * Fills the store with closed days of every vehicle's route, newest days first, so that reports
 * and replays of closed days cost no units; then keeps it current as each day closes. It runs on
 * the leader of its role only, at background priority and within its share of the key's spare
 * units. What it has done is what the store holds: after a restart it goes on from there.
 */
export class HistorySync {
  private readonly pace: SyncPace;
  private readonly abort = new AbortController();
  /** Queries the service refused for good (a vehicle without history): not asked again by this process. */
  private readonly refused = new Set<string>();
  private queue: Run[] = [];
  private running = false;

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
    const { leadership, serviceClock, budget, clock, routes } = this.deps;
    if (!(await leadership.leads(SYNC_ROLE))) {
      // Another instance works meanwhile: what was planned here may be held by the time it leads again.
      this.queue = [];
      return FOLLOWER_CHECK_MS;
    }
    await serviceClock.ready();
    if (!serviceClock.known) return RETRY_MS;
    const run = this.queue[0] ?? (this.queue = await this.plan())[0];
    if (!run) return this.untilNextDayCloses();
    const { cost } = fleetCalls.recorrido(run.vehiculo, dayRange(run.dias[0] as string));
    const waitMs = this.pace.waitMs(cost, budget.snapshot(), clock.now());
    if (waitMs !== null && waitMs > 0) return waitMs;
    this.queue.shift();
    this.pace.record(cost, clock.now());
    try {
      await routes.sync(run.vehiculo, run.dias, signal);
    } catch (error) {
      if (isGatewayError(error) && error.codigo === 'sin_permiso') return this.withoutPermission();
      if (!refusedForGood(error)) throw error;
      this.refused.add(runKey(run));
      this.deps.log.warn('sincronización del historial: el servicio rechazó un recorrido', { vehiculo: run.vehiculo, codigo: errorCode(error) });
    }
    return 0;
  }

  /** A key without «recorridos» would be refused every query: none until an administrator may have added it. */
  private withoutPermission(): number {
    this.queue = [];
    this.deps.log.warn('sincronización del historial: la clave no tiene el permiso «recorridos»', { espera_ms: PERMISSION_CHECK_MS });
    return PERMISSION_CHECK_MS;
  }

  /** The missing vehicle-days of the newest week that has any, as one query each. */
  private async plan(): Promise<Run[]> {
    const { store, directory, serviceClock, days } = this.deps;
    const vehiculos = (await directory.index('background')).value.vehiculos.map((v) => v.id);
    if (vehiculos.length === 0) return [];
    for (const week of weeksOf(syncDays(serviceClock, days))) {
      const missing = await missingDays(store, 'rutas', vehiculos, week[0] as string, week.at(-1) as string);
      const runs = missing
        .flatMap(({ vehiculo, dias }) => callRuns(dias).map((run) => ({ vehiculo, dias: run })))
        .filter((run) => !this.refused.has(runKey(run)));
      if (runs.length > 0) return runs;
    }
    return [];
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
  return `${run.vehiculo} ${run.dias.join(',')}`;
}

/** The service said no for a reason another try will not change (a vehicle out of scope or without history). */
function refusedForGood(error: unknown): boolean {
  return isGatewayError(error) && error.origen === 'upstream' && error.status >= 400 && error.status < 500 && error.status !== 429;
}
