import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Frescura } from '@/lib/fleet/flota-api';
import type { PosicionesEnvelope } from '@/lib/fleet/schemas/envelopes';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import type { Clock } from './clock';
import type { FleetTime } from './service-clock';
import { fleetCalls } from './fleet-calls';
import { selectVehicles, type FleetDirectory, type VehicleFilter } from './fleet-directory';
import { frescuraOf } from './frescura';
import { GatewayError } from './gateway-error';
import type { LeaderSnapshot } from './leader-snapshot';
import type { Poller } from './poller';
import { Representation } from './representation';
import type { Cached, SharedCache } from './shared-cache';
import type { Upstream } from './upstream';

const KEY = fleetCalls.posiciones().path;

type Served = { view: Representation; ids: string[] | null; obtainedAt: number; stale: boolean };

/**
 * The fleet's last positions: one upstream snapshot per poll interval, whatever the number of
 * viewers, filtered here for each client/vehicle selection and serialized once per version.
 */
export class LivePositions {
  private readonly views = new LRUCache<string, Representation>({ max: 128 });
  /**
   * The view last answered for each selection (all, or a client/vehicle filter), kept while
   * someone keeps asking for it: each poll prepares those selections' new views.
   */
  private readonly served: LRUCache<string, Served>;
  private readonly indexes = new WeakMap<PosicionesEnvelope, Map<string, Posicion>>();
  /** Snapshots read from the store, with when the leader took them. */
  private readonly takenAt = new WeakMap<PosicionesEnvelope, number>();
  /** Whether this instance polled the service at its last poll (else it reads the leader's snapshot). */
  private leading: boolean;
  private publishedAt = -Infinity;
  private stopNews: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly deps: {
      cache: SharedCache;
      upstream: Upstream;
      directory: FleetDirectory;
      clock: Clock;
      serviceClock: FleetTime;
      intervalMs: number;
      poller: () => Poller;
      /** With several instances on one store: the leader's snapshot, which the others serve. */
      shared?: LeaderSnapshot<PosicionesEnvelope> | null;
    },
  ) {
    this.leading = !deps.shared;
    // A map polls once per interval: a selection nobody asked for in three is no longer watched.
    this.served = new LRUCache<string, Served>({ max: 128, ttl: 3 * deps.intervalMs, updateAgeOnGet: true, perf: deps.clock });
  }

  /**
   * One poll of the instance that leads (the only one there is, without a shared store): reloads
   * the snapshot from the service and, with other instances, shares it through the store.
   */
  async tick(): Promise<void> {
    this.leading = true;
    const snapshot = await this.refresh();
    if (this.deps.shared && snapshot.obtainedAt > this.publishedAt) {
      this.publishedAt = snapshot.obtainedAt;
      await this.deps.shared.publish(snapshot.value, snapshot.obtainedAt);
    }
  }

  /**
   * One poll of an instance that does not lead: the leader's snapshot from the store, and from
   * then on at each of the store's notices while someone here watches.
   */
  async follow(): Promise<void> {
    this.leading = false;
    const { shared } = this.deps;
    this.stopNews ??= shared
      ? shared.onNews(() => {
          if (!this.leading && this.served.size > 0) void this.refresh({ always: true }).catch(() => undefined);
        })
      : null;
    await this.refresh();
  }

  /** Stops hearing the leader's notices. */
  async close(): Promise<void> {
    await (await this.stopNews?.catch(() => null))?.();
  }

  /**
   * Reloads the snapshot, unless a viewer's read reloaded it less than half an interval ago (when
   * the poller starts, off its grid), so that reloads stay at least that far apart. Then it
   * builds and compresses the new answer of every selection being watched, so that a map
   * polling once per interval finds it ready: left to the first viewer's read, each read would
   * start a compression and get the previous answer, and a lone map would see one snapshot in
   * two or three polls.
   */
  private async refresh({ always = false } = {}): Promise<Cached<PosicionesEnvelope>> {
    const { cache, clock, intervalMs } = this.deps;
    const held = cache.peek(KEY);
    const refresh = always || !held || clock.now() - held.obtainedAt >= intervalMs / 2;
    const snapshot = await this.read({ refresh, staleWaitMs: Infinity });
    if (snapshot.stale) throw snapshot.error ?? GatewayError.unreachable('No se pudieron actualizar las posiciones.', false);
    const watched: (string[] | null)[] = [];
    this.served.forEach(({ ids }) => watched.push(ids));
    await Promise.all(watched.map((ids) => this.viewOf(snapshot, ids).prepare()));
    return snapshot;
  }

  async snapshot(filter: VehicleFilter): Promise<Representation> {
    this.deps.poller().touch();
    const snapshot = await this.read({});
    const ids = await this.select(filter);
    return this.preparedOrPrevious(ids, this.viewOf(snapshot, ids), snapshot);
  }

  /** The answer of one snapshot for one selection, serialized once. */
  private viewOf(snapshot: Cached<PosicionesEnvelope>, ids: string[] | null): Representation {
    // A stale snapshot's age keeps growing: its answer is rebuilt once per interval to say so.
    const age = snapshot.stale ? Math.floor((this.deps.clock.now() - snapshot.obtainedAt) / this.deps.intervalMs) : 0;
    const key = [snapshot.obtainedAt, snapshot.stale, age, snapshot.error?.codigo, ids?.join(',')].join('|');
    let view = this.views.get(key);
    if (!view) {
      view = new Representation({ ...narrow(snapshot.value, ids), frescura: frescuraOf(snapshot, this.deps) });
      this.views.set(key, view);
    }
    return view;
  }

  /**
   * A new poll's snapshot is answered once compressed; until then viewers keep the previous
   * poll's (one interval older, which they hold already: a 304), instead of every open map
   * waiting on that one compression. Never across a change of state (stale, an error) nor a gap
   * of more than a poll: then the new answer is the news, and viewers wait for it.
   */
  private preparedOrPrevious(ids: string[] | null, view: Representation, snapshot: Cached<PosicionesEnvelope>): Representation {
    void view.prepare();
    const selection = ids?.join(',') ?? '*';
    const last = this.served.get(selection);
    const next = !last || last.view === view || last.stale || snapshot.stale;
    if (view.prepared || next || snapshot.obtainedAt - last.obtainedAt > 2 * this.deps.intervalMs) {
      if (last?.view !== view) this.served.set(selection, { view, ids, obtainedAt: snapshot.obtainedAt, stale: snapshot.stale });
      return view;
    }
    return last.view;
  }

  async one(id: string): Promise<{ datos: Posicion; frescura: Frescura }> {
    this.deps.poller().touch();
    const snapshot = await this.read({});
    const datos = this.byVehicle(snapshot.value).get(id);
    if (datos) return { datos, frescura: frescuraOf(snapshot, this.deps) };
    selectVehicles(await this.index(), { vehiculos: [id] });
    throw new GatewayError({ codigo: 'sin_posicion', status: 404, origen: 'upstream' });
  }

  /** Each snapshot indexed once by vehicle: a vehicle's position is then a lookup, not a scan of 10,000. */
  private byVehicle(snapshot: PosicionesEnvelope): Map<string, Posicion> {
    let index = this.indexes.get(snapshot);
    if (!index) {
      index = new Map(snapshot.datos.map((p) => [p.vehiculo, p]));
      this.indexes.set(snapshot, index);
    }
    return index;
  }

  /**
   * The poller reloads the snapshot every interval; it stays fresh half an interval longer, so
   * that viewers never wait for a reload already on its way (a poll slower than the last one
   * would otherwise hold every open map until it lands). Past that, the poll failed or is late:
   * viewers reload it themselves, or get it marked stale.
   */
  private read(options: { refresh?: boolean; staleWaitMs?: number }): Promise<Cached<PosicionesEnvelope>> {
    return this.deps.cache.read(KEY, () => this.load(), {
      ttlMs: this.deps.intervalMs * 1.5,
      obtainedAt: (value) => this.takenAt.get(value as PosicionesEnvelope),
      ...options,
    });
  }

  /**
   * The leader asks the service; another instance takes the leader's snapshot, unless the leader
   * stopped sharing (it died, or lost the store) two polls ago: then it asks the service itself
   * until one of the instances takes the lead.
   */
  private async load(): Promise<PosicionesEnvelope> {
    const { shared, upstream, clock, intervalMs } = this.deps;
    if (shared && !this.leading) {
      const latest = await shared.latest().catch(() => null);
      if (latest && clock.now() - latest.takenAt < 2 * intervalMs) {
        this.takenAt.set(latest.value, latest.takenAt);
        return latest.value;
      }
    }
    return upstream.call(fleetCalls.posiciones(), { priority: 'live' });
  }

  private async select(filter: VehicleFilter): Promise<string[] | null> {
    if (!filter.cliente?.length && !filter.vehiculos?.length) return null;
    return selectVehicles(await this.index(), filter)?.sort() ?? null;
  }

  private async index() {
    return (await this.deps.directory.index('live')).value;
  }
}

/** The snapshot restricted to `ids`; vehicles selected but without a position count as `sin_posicion`. */
function narrow(all: PosicionesEnvelope, ids: string[] | null): PosicionesEnvelope {
  if (ids === null) return all;
  const wanted = new Set(ids);
  const datos = all.datos.filter((p) => wanted.has(p.vehiculo));
  return { datos, cantidad: datos.length, sin_posicion: wanted.size - datos.length };
}
