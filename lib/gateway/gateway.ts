import 'server-only';
import { systemClock, type Clock } from './clock';
import { type ServerEnv, serverEnv } from '@/lib/env/server';
import type { Store } from '@/lib/store/store';
import { ClosedEventDays } from './closed-event-days';
import { ClosedRouteDays } from './closed-route-days';
import { LoggedHistory } from './logged-history';
import type { EventFeed } from './event-feed';
import { EventsFollower } from './events-follower';
import { fleetCalls } from './fleet-calls';
import { FleetDirectory } from './fleet-directory';
import { GatewayHealth } from './health';
import { HistorySync } from './history-sync';
import { soleLeadership, type Leadership } from './leadership';
import { Leadership as StoreLeadership } from '@/lib/store/leadership';
import { LeaderSnapshot } from './leader-snapshot';
import { LivePositions } from './live-positions';
import { createLogger, type Logger } from './logger';
import { MemoryBudget } from './memory-budget';
import { MemoryCache } from './memory-cache';
import { MemoryEventFeed } from './memory-event-feed';
import { Poller } from './poller';
import { Recorridos } from './recorridos';
import { ServiceClock } from './service-clock';
import { SharedAnswers } from './shared-answers';
import { StoreStatus } from './store-status';
import type { SharedCache } from './shared-cache';
import { StoredBudget, budgetIdOf } from './stored-budget';
import { StoredEventFeed } from './stored-event-feed';
import { SyncProgress } from './sync-progress';
import { createUpstream, type RetryWait, type Upstream } from './upstream';
import { createUpstreamClient, resolveUpstreamTarget, type UpstreamTarget } from './upstream-client';

export interface Gateway {
  env: ServerEnv;
  /** The server's own clock: real waiting (budget windows, retries, polls, timeouts). */
  clock: Clock;
  /** The service's clock: every "now" that means fleet time (ranges, "today", ages of data). */
  serviceClock: ServiceClock;
  log: Logger;
  health: GatewayHealth;
  cache: SharedCache;
  upstream: Upstream;
  directory: FleetDirectory;
  /** Answers instances on one database ask for once between them; null on one alone. */
  sharedAnswers: SharedAnswers | null;
  positions: LivePositions;
  recorridos: Recorridos;
  /** Closed days of events kept in the store; null without one. */
  closedEventDays: ClosedEventDays | null;
  /** Event history from the store's event log where the follower read it all; null without a store. */
  loggedHistory: LoggedHistory | null;
  feed: EventFeed;
  eventsPoller: Poller;
  /** The store's state; null without a store. */
  storeStatus: StoreStatus | null;
  /** Keeps closed days of routes in the store; the server starts it. Null without a store or with `FLOTA_SYNC_DAYS=0`. */
  historySync: HistorySync | null;
  syncProgress: SyncProgress | null;
  /** The store reports are read from (their facts are derived when days are stored); null without one. */
  reportStore: Store | null;
  close(): void;
}

/** What tests (and later a multi-instance deployment) may swap. */
export interface GatewayOverrides {
  /** The Fleet API to call when not the configured one (the embedded API the server started). */
  target?: UpstreamTarget;
  clock?: Clock;
  wait?: RetryWait;
  leadership?: Leadership;
  /**
   * What must last: the live feed is its event log, shared by every instance and kept across
   * restarts, and closed days of routes are kept there. Without one, the feed lives in memory and
   * every range is asked for.
   */
  store?: Store;
}

/** Wires the gateway's parts: the one place that decides which implementation each one gets. */
export function createGateway(env: ServerEnv, overrides: GatewayOverrides = {}): Gateway {
  const clock = overrides.clock ?? systemClock;
  const target = overrides.target ?? resolveUpstreamTarget(env);
  const client = createUpstreamClient(target, env.FLOTA_UPSTREAM_TIMEOUT_MS);
  const log = createLogger({ silent: env.FLOTA_LOG === 'silent', redact: client.redact });
  // The embedded database is one process's alone (its data directory is locked): only a server's
  // is shared by instances, and only there is the budget worth a transaction per call.
  const shared = overrides.store?.engine === 'server' ? overrides.store : null;
  const budget = shared
    ? new StoredBudget({ store: shared, clock, budgetId: budgetIdOf(target), maxHistoryInFlight: env.FLOTA_HISTORY_CONCURRENCY, log })
    : new MemoryBudget(clock, env.FLOTA_HISTORY_CONCURRENCY);
  const intervals = { posiciones: env.FLOTA_POSITIONS_POLL_S * 1000, eventos: env.FLOTA_EVENTS_POLL_S * 1000 };
  // Health tells its times on the fleet's clock, which reads the service through the upstream.
  const health = new GatewayHealth(clock, { toFleet: (ms) => serviceClock.toFleet(ms) }, budget, intervals);
  const upstream = createUpstream({
    client,
    budget,
    clock,
    wait: overrides.wait,
    events: {
      onError: (error, call) => health.upstreamFailed(error, call.path),
      onRetry: (waitMs, error, call) => log.warn('reintento', { ruta: call.path, codigo: error.codigo, espera_ms: waitMs }),
    },
  });
  const serviceClock = new ServiceClock({ clock, upstream, log });
  const cache = new MemoryCache(clock);
  const sharedAnswers = shared ? new SharedAnswers({ store: shared, clock, log }) : null;
  const directory = new FleetDirectory(cache, upstream, sharedAnswers);
  const feed: EventFeed = overrides.store
    ? new StoredEventFeed({ store: overrides.store, capacity: env.FLOTA_SSE_BUFFER, log })
    : new MemoryEventFeed(env.FLOTA_SSE_BUFFER);
  // On a shared database one instance polls the positions and follows the events: the others
  // serve its snapshot, and every instance's streams read the events from the log.
  const leaseLeadership = shared && !overrides.leadership ? new StoreLeadership(shared) : null;
  const leadership = overrides.leadership ?? leaseLeadership ?? soleLeadership;
  const pollerDeps = { clock, leadership, health, log };
  const graceMs = env.FLOTA_WATCH_GRACE_S * 1000;
  const positions: LivePositions = new LivePositions({
    cache,
    upstream,
    directory,
    clock,
    serviceClock,
    intervalMs: intervals.posiciones,
    poller: () => positionsPoller,
    shared: shared ? new LeaderSnapshot({ store: shared, name: 'posiciones', schema: fleetCalls.posiciones().schema, log }) : null,
  });
  const positionsPoller = new Poller(
    { name: 'posiciones', intervalMs: intervals.posiciones, graceMs, tick: () => positions.tick(), follow: shared ? () => positions.follow() : undefined },
    pollerDeps,
  );
  const follower = new EventsFollower({
    upstream,
    directory,
    feed,
    serviceClock,
    lookbackMs: env.FLOTA_EVENTS_LOOKBACK_S * 1000,
  });
  const eventsPoller = new Poller(
    { name: 'eventos', intervalMs: intervals.eventos, graceMs, tick: (run) => follower.tick(run) },
    pollerDeps,
  );
  const { store } = overrides;
  const closedEventDays = store ? new ClosedEventDays({ store, log, upstream }) : null;
  const syncing = store && closedEventDays && env.FLOTA_SYNC_DAYS > 0 ? { store, events: closedEventDays, days: env.FLOTA_SYNC_DAYS } : null;
  const historySync = syncing
    ? new HistorySync({
        ...syncing,
        routes: new ClosedRouteDays({ cache, upstream, serviceClock, store: syncing.store, log }),
        directory,
        serviceClock,
        clock,
        leadership,
        budget,
        log,
        share: env.FLOTA_SYNC_SHARE,
      })
    : null;
  return {
    env,
    clock,
    serviceClock,
    log,
    health,
    cache,
    upstream,
    directory,
    sharedAnswers,
    positions,
    recorridos: new Recorridos({ cache, upstream, serviceClock, log, store: overrides.store }),
    closedEventDays,
    loggedHistory: overrides.store ? new LoggedHistory({ store: overrides.store, log }) : null,
    feed,
    eventsPoller,
    storeStatus: overrides.store ? new StoreStatus(overrides.store, { clock, toFleet: (ms) => serviceClock.toFleet(ms) }) : null,
    historySync,
    syncProgress: syncing ? new SyncProgress({ ...syncing, directory, serviceClock, clock }) : null,
    reportStore: store ?? null,
    close() {
      historySync?.stop();
      positionsPoller.stop();
      eventsPoller.stop();
      void positions.close();
      feed.close();
      if (budget instanceof StoredBudget) budget.close();
      void leaseLeadership?.stop();
      serviceClock.close();
    },
  };
}

let current: Gateway | undefined;

/** The process's gateway: the one the server created at start, else one made from the environment. */
export function getGateway(): Gateway {
  current ??= createGateway(serverEnv());
  return current;
}

/** Replaces the process's gateway (the server at start; tests build one with overrides); null closes it. */
export function setGateway(gateway: Gateway | null): void {
  current?.close();
  current = gateway ?? undefined;
}
