import 'server-only';
import { systemClock, type Clock } from './clock';
import type { ServerEnv } from './env';
import { loadServerEnv } from './env';
import type { EventFeed } from './event-feed';
import { EventsFollower } from './events-follower';
import { FleetDirectory } from './fleet-directory';
import { GatewayHealth } from './health';
import { soleLeadership, type Leadership } from './leadership';
import { LivePositions } from './live-positions';
import { createLogger, type Logger } from './logger';
import { MemoryBudget } from './memory-budget';
import { MemoryCache } from './memory-cache';
import { MemoryEventFeed } from './memory-event-feed';
import { Poller } from './poller';
import { Recorridos } from './recorridos';
import type { SharedCache } from './shared-cache';
import { createUpstream, type RetryWait, type Upstream } from './upstream';
import { createUpstreamClient, resolveUpstreamTarget } from './upstream-client';

export interface Gateway {
  env: ServerEnv;
  clock: Clock;
  log: Logger;
  health: GatewayHealth;
  cache: SharedCache;
  upstream: Upstream;
  directory: FleetDirectory;
  positions: LivePositions;
  recorridos: Recorridos;
  feed: EventFeed;
  eventsPoller: Poller;
  close(): void;
}

/** What tests (and later a multi-instance deployment) may swap. */
export interface GatewayOverrides {
  clock?: Clock;
  wait?: RetryWait;
  leadership?: Leadership;
}

/** Wires the gateway's parts: the one place that decides which implementation each one gets. */
export function createGateway(env: ServerEnv, overrides: GatewayOverrides = {}): Gateway {
  const clock = overrides.clock ?? systemClock;
  const client = createUpstreamClient(resolveUpstreamTarget(env), env.FLOTA_UPSTREAM_TIMEOUT_MS);
  const log = createLogger({ silent: env.FLOTA_LOG === 'silent', redact: client.redact });
  const budget = new MemoryBudget(clock, env.FLOTA_HISTORY_CONCURRENCY);
  const intervals = { posiciones: env.FLOTA_POSITIONS_POLL_S * 1000, eventos: env.FLOTA_EVENTS_POLL_S * 1000 };
  const health = new GatewayHealth(clock, budget, intervals);
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
  const cache = new MemoryCache(clock);
  const directory = new FleetDirectory(cache, upstream);
  const feed = new MemoryEventFeed(env.FLOTA_SSE_BUFFER);
  const pollerDeps = { clock, leadership: overrides.leadership ?? soleLeadership, health, log };
  const graceMs = env.FLOTA_WATCH_GRACE_S * 1000;
  const positions: LivePositions = new LivePositions({
    cache,
    upstream,
    directory,
    clock,
    intervalMs: intervals.posiciones,
    poller: () => positionsPoller,
  });
  const positionsPoller = new Poller(
    { name: 'posiciones', intervalMs: intervals.posiciones, graceMs, tick: () => positions.tick() },
    pollerDeps,
  );
  const follower = new EventsFollower({
    upstream,
    directory,
    feed,
    clock,
    lookbackMs: env.FLOTA_EVENTS_LOOKBACK_S * 1000,
  });
  const eventsPoller = new Poller({ name: 'eventos', intervalMs: intervals.eventos, graceMs, tick: () => follower.tick() }, pollerDeps);
  return {
    env,
    clock,
    log,
    health,
    cache,
    upstream,
    directory,
    positions,
    recorridos: new Recorridos({ cache, upstream, clock }),
    feed,
    eventsPoller,
    close() {
      positionsPoller.stop();
      eventsPoller.stop();
    },
  };
}

// Route handlers may be bundled apart; the process is what they share.
const SLOT = Symbol.for('flota.gateway');
type Slot = { [SLOT]?: Gateway };

/** The process's gateway, created from the environment on first use. */
export function getGateway(): Gateway {
  const slot = globalThis as Slot;
  slot[SLOT] ??= createGateway(loadServerEnv());
  return slot[SLOT];
}

/** Replaces the process's gateway (tests build one with overrides); null closes it. */
export function setGateway(gateway: Gateway | null): void {
  const slot = globalThis as Slot;
  slot[SLOT]?.close();
  if (gateway) slot[SLOT] = gateway;
  else delete slot[SLOT];
}
