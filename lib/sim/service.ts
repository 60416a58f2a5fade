import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { authenticate, presentedKey } from './access/authenticate';
import { InFlightHistory } from './access/in-flight';
import { type ApiKey, KeyRegistry } from './access/keys';
import { InvalidKeyLockout } from './access/lockout';
import { Scope } from './access/scope';
import { UnitBudget } from './access/budget';
import type { SimConfig } from './config';
import { FleetClock } from './fleet-clock';
import { type Answer, errorAnswer, jsonAnswer, writeAnswer } from './http/answer';
import { SimError } from './http/sim-error';
import { openApiAnswer } from './openapi/document';
import { type RouteDef, matchRoute } from './routes';
import { SimStats } from './stats';
import type { EventHelper } from './world/events/event-helper';
import { World } from './world/world';

const OPENAPI_PATH = '/v1/openapi.json';
const STATS_PATH = '/_sim/stats';

/** One request's bookkeeping, filled in as it passes the checks. */
interface Exchange {
  path: string;
  key: ApiKey | null;
  units: number;
  rateHeaders: Record<string, string>;
  /** `faults.latencyMs` is added once per answer, whichever step answers. */
  delayed: boolean;
}

/**
 * The embedded Fleet API: every check in the order of docs/embedded-api.md#order-of-checks, then the endpoint. Two
 * clocks: the fleet's (`clock`) for everything that means "now" in the API's answers and for key
 * expiry, the real one for what measures the caller's pace (budget, lock-out, `Retry-After`).
 */
export class SimService {
  readonly world: World;
  readonly clock: FleetClock;
  private readonly keys: KeyRegistry;
  private readonly scopes = new Map<ApiKey, Scope>();
  private readonly budget = new UnitBudget();
  private readonly lockout: InvalidKeyLockout;
  private readonly inFlight: InFlightHistory;
  private readonly stats: SimStats;

  private readonly realNow: () => number;

  constructor(
    private readonly config: SimConfig,
    options: { eventHelper?: EventHelper; realNow?: () => number } = {},
  ) {
    this.realNow = options.realNow ?? Date.now;
    this.clock = new FleetClock(config.clock, this.realNow);
    this.world = new World(config, options);
    this.keys = new KeyRegistry(config.keys);
    this.lockout = new InvalidKeyLockout(config.limits.invalidKeyAttempts, config.limits.lockoutSeconds * 1000);
    this.inFlight = new InFlightHistory(config.limits.historyQueriesInFlight);
    this.stats = new SimStats(this.keys.all(), this.realNow());
  }

  /** Computes the first position snapshot before the first request, so the first poll is quick. */
  warmUp(): void {
    this.world.positions.at(this.clock.now());
  }

  /** Stops what the world runs beside the main thread. */
  close(): Promise<void> {
    return this.world.close();
  }

  get degraded(): boolean {
    return this.config.faults.unavailableRate > 0 || this.config.faults.latencyMs > 0;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sim.invalid');
    const exchange: Exchange = { path: '(ruta inexistente)', key: null, units: 0, rateHeaders: {}, delayed: false };
    let answer: Answer;
    try {
      answer = await this.answer(req, url, exchange);
    } catch (error) {
      answer = errorAnswer(this.asSimError(error));
      await this.delay(exchange);
    }
    if (!exchange.key) this.peekRateHeaders(req, exchange);
    answer.headers = { ...exchange.rateHeaders, ...answer.headers };
    if (exchange.path !== STATS_PATH) {
      const key = exchange.key ?? this.keys.find(presentedKey(req.headers) ?? '') ?? null;
      this.stats.record({ key, path: exchange.path, units: exchange.units, status: answer.status });
    }
    await writeAnswer(res, answer);
  }

  private async answer(req: IncomingMessage, url: URL, exchange: Exchange): Promise<Answer> {
    const real = this.realNow();
    const matched = matchRoute(url.pathname);
    const own = url.pathname === OPENAPI_PATH || url.pathname === STATS_PATH;
    exchange.path = matched?.route.template ?? (own ? url.pathname : '(ruta inexistente)');
    // The sim's own counters stay reachable from a locked-out IP: tools read them during tests.
    if (url.pathname !== STATS_PATH) this.refuseLockedOut(req, real);
    if (req.method !== 'GET') throw new SimError('metodo_no_permitido', undefined, { allow: 'GET' });
    if (url.pathname === STATS_PATH) return jsonAnswer(this.stats.snapshot(real, this.clock.now()));
    if (url.pathname === OPENAPI_PATH) {
      await this.delay(exchange);
      return openApiAnswer(req.headers.host);
    }
    if (!matched) throw new SimError('ruta_inexistente', `La ruta ${url.pathname.slice(0, 80)} no existe.`);
    const key = this.admit(req, real, exchange);
    const { route } = matched;
    if (route.permiso && !key.config.permissions.includes(route.permiso)) {
      throw new SimError('sin_permiso', `La clave no tiene el permiso «${route.permiso}».`);
    }
    if (!route.history) {
      this.spend(key, route, real, exchange);
      await this.delay(exchange);
      return this.run(route, matched.pathId, url, key, this.clock.now());
    }
    if (!this.inFlight.tryEnter(key.config.key)) {
      throw new SimError('demasiadas_solicitudes', 'Hay demasiadas consultas de historial en curso para esta clave.', {
        'retry-after': '1',
      });
    }
    let computing: Promise<void> | undefined;
    try {
      this.spend(key, route, real, exchange);
      await this.delay(exchange);
      if (Math.random() < this.config.faults.unavailableRate) throw new SimError('servicio_no_disponible');
      // Awaited here, so the history slot stays held until the answer is ready, or until all
      // its data is computed when the answer is written while it is being computed.
      const answer = await this.run(route, matched.pathId, url, key, this.clock.now());
      computing = answer.computing;
      return answer;
    } finally {
      const leave = () => this.inFlight.leave(key.config.key);
      if (computing) void computing.then(leave);
      else leave();
    }
  }

  /** Every request from a locked-out IP is refused (docs/embedded-api.md#lock-out), for real seconds. */
  private refuseLockedOut(req: IncomingMessage, real: number): void {
    const lockedMs = this.lockout.lockedFor(req.socket.remoteAddress ?? '', real);
    if (lockedMs > 0) {
      throw new SimError('demasiados_intentos', undefined, { 'retry-after': String(Math.ceil(lockedMs / 1000)) });
    }
  }

  /**
   * The key's states, expiry by the fleet's clock; an unknown key counts toward the lock-out.
   * Leaves the budget headers on the exchange.
   */
  private admit(req: IncomingMessage, real: number, exchange: Exchange): ApiKey {
    const ip = req.socket.remoteAddress ?? '';
    const outcome = authenticate(this.keys, req.headers, ip, this.clock.now());
    if (!outcome.ok) {
      if (outcome.invalidKey) this.lockout.recordInvalidKey(ip, real);
      throw outcome.error;
    }
    const { key } = outcome;
    exchange.key = key;
    this.setRateHeaders(exchange, key, this.budget.remaining(key.config.key, key.config.unitsPerMinute, real));
    return key;
  }

  /**
   * Every answer to a request with a valid key carries the budget headers
   * (docs/embedded-api.md#budget), also a 404 or 405 answered before the key was looked at.
   * Looking is all this does.
   */
  private peekRateHeaders(req: IncomingMessage, exchange: Exchange): void {
    const outcome = authenticate(this.keys, req.headers, req.socket.remoteAddress ?? '', this.clock.now());
    if (!outcome.ok) return;
    const { key } = outcome;
    this.setRateHeaders(exchange, key, this.budget.remaining(key.config.key, key.config.unitsPerMinute, this.realNow()));
  }

  private spend(key: ApiKey, route: RouteDef, real: number, exchange: Exchange): void {
    const decision = this.budget.take(key.config.key, key.config.unitsPerMinute, route.cost, real);
    this.setRateHeaders(exchange, key, decision.remaining);
    if (!decision.ok) {
      throw new SimError('demasiadas_solicitudes', undefined, { 'retry-after': String(decision.retryAfterS) });
    }
    exchange.units = route.cost;
  }

  private setRateHeaders(exchange: Exchange, key: ApiKey, remaining: number): void {
    exchange.rateHeaders = {
      'x-ratelimit-limit': String(key.config.unitsPerMinute),
      'x-ratelimit-remaining': String(remaining),
    };
  }

  private run(route: RouteDef, pathId: string, url: URL, key: ApiKey, now: number): Answer | Promise<Answer> {
    return route.handler({
      key,
      scope: this.scopeOf(key),
      params: url.searchParams,
      pathId,
      now,
      world: this.world,
      degraded: this.degraded,
    });
  }

  private scopeOf(key: ApiKey): Scope {
    let scope = this.scopes.get(key);
    if (!scope) {
      scope = new Scope(this.world.roster, key);
      this.scopes.set(key, scope);
    }
    return scope;
  }

  private asSimError(error: unknown): SimError {
    if (error instanceof SimError) return error;
    console.error('[sim] error interno:', error);
    return new SimError('error_interno');
  }

  private async delay(exchange: Exchange): Promise<void> {
    if (exchange.delayed || this.config.faults.latencyMs === 0) return;
    exchange.delayed = true;
    await sleep(this.config.faults.latencyMs);
  }
}
