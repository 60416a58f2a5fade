import 'server-only';
import type { TimeRange } from '@/lib/fleet/range';
import type { EventosEnvelope } from '@/lib/fleet/schemas/envelopes';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { EventFeed } from './event-feed';
import { fleetCalls } from './fleet-calls';
import type { FleetDirectory } from './fleet-directory';
import type { PollRun } from './poller';
import { type VehicleGroup, vehicleGroups } from './history-plan';
import { scopeSignature } from './scope-signature';
import type { FleetTime } from './service-clock';
import type { Upstream } from './upstream';

/** docs/fleet-api.md#following-events: start each query one minute before the last event received. */
const OVERLAP_MS = 60_000;

/**
 * Follows `/v1/eventos` for the whole scope (in queries of at most 500 vehicles) and publishes
 * each event once. Ids are remembered only while a later query could still return them, so
 * memory stays bounded by the events of the overlap. After each round it tells the feed which
 * span it has now read in full for the whole scope, so that the log answers history over it.
 */
export class EventsFollower {
  /** Per vehicle group: the `fecha` of the last event received. */
  private readonly cursors = new Map<string, number>();
  /** Ids already published, with their `fecha`. */
  private readonly seen = new Map<string, number>();
  /**
   * Per vehicle group (named by its members, which a change of the fleet changes): the span read
   * without a break, up to where its events are final (an event may reach the API up to the
   * overlap late, so the last overlap of a query is read again by the next and final only then).
   */
  private readonly read = new Map<string, TimeRange>();
  /** The fleet time the current catch-up began (it lasts until a round succeeds): what happened since is news. */
  private catchUpSince: number | null = null;

  constructor(
    private readonly deps: {
      upstream: Upstream;
      directory: FleetDirectory;
      feed: EventFeed;
      /** The lookback counts back from the fleet's now: events carry the fleet's times. */
      serviceClock: FleetTime;
      /** How far back to start a group that has no event yet (and the farthest back any query goes). */
      lookbackMs: number;
    },
  ) {}

  /**
   * One round of queries. Catching up (the first round after the follower was idle), what it reads
   * had mostly happened before anyone followed: the feed gets that as recent, not as news. What
   * happened since the catch-up began is news all the same: a large fleet's catch-up takes many
   * queries, and someone is watching while they run.
   */
  async tick(run: PollRun = { catchingUp: false }): Promise<void> {
    const { upstream, directory, serviceClock, lookbackMs, feed } = this.deps;
    // Too much waits for the store: what it takes first (this throws while it is still out of
    // reach), and nothing more read meanwhile; the cursors stay, so the next round reads on.
    if (feed.backlogged()) await feed.publish([]);
    const index = (await directory.index('live')).value;
    await serviceClock.ready();
    this.catchUpSince = run.catchingUp ? (this.catchUpSince ?? serviceClock.now()) : null;
    const floor = serviceClock.now() - lookbackMs;
    let oldestDesde = Infinity;
    const groups = vehicleGroups(index.vehiculos.map((v) => v.id), null);
    for (const group of groups) {
      const key = group.vehiculos?.[0] ?? 'todos';
      const desde = Math.max(this.cursors.get(key) ?? floor, floor) - OVERLAP_MS;
      oldestDesde = Math.min(oldestDesde, desde);
      const answer = await upstream.call(fleetCalls.eventos({ range: { desde }, vehiculos: group.vehiculos }), {
        priority: 'live',
      });
      const latest = answer.datos.reduce((max, e) => Math.max(max, fechaOf(e)), this.cursors.get(key) ?? floor);
      this.cursors.set(key, latest);
      this.extendRead(membersOf(group), answer);
      await this.publish(this.unseen(answer.datos));
    }
    for (const [id, fecha] of this.seen) if (fecha < oldestDesde) this.seen.delete(id);
    const covered = this.coveredByAll(groups.map(membersOf));
    if (covered) await feed.publish([], { covered: { ...covered, scope: scopeSignature(index) } });
  }

  private extendRead(members: string, answer: EventosEnvelope): void {
    const desde = Date.parse(answer.desde);
    const final = Date.parse(answer.hasta) - OVERLAP_MS;
    const held = this.read.get(members);
    const unbroken = held !== undefined && desde <= held.hasta + 1;
    this.read.set(members, unbroken ? { desde: held.desde, hasta: Math.max(held.hasta, final) } : { desde, hasta: final });
  }

  /** The span every group of this round has read in full; groups of an earlier fleet are forgotten. */
  private coveredByAll(groups: readonly string[]): TimeRange | null {
    for (const members of this.read.keys()) if (!groups.includes(members)) this.read.delete(members);
    const spans = groups.map((members) => this.read.get(members));
    if (spans.length === 0 || spans.some((span) => span === undefined)) return null;
    const desde = Math.max(...spans.map((span) => (span as TimeRange).desde));
    const hasta = Math.min(...spans.map((span) => (span as TimeRange).hasta));
    return desde <= hasta ? { desde, hasta } : null;
  }

  private async publish(eventos: readonly Evento[]): Promise<void> {
    const since = this.catchUpSince;
    const firstNews = since === null ? 0 : eventos.findIndex((e) => fechaOf(e) >= since);
    const recent = firstNews < 0 ? eventos : eventos.slice(0, firstNews);
    if (recent.length > 0) await this.deps.feed.publish(recent, { recent: true });
    if (recent.length < eventos.length || eventos.length === 0) await this.deps.feed.publish(eventos.slice(recent.length));
  }

  /** The events not published yet, oldest first. */
  private unseen(eventos: readonly Evento[]): Evento[] {
    const fresh = eventos.filter((e) => !this.seen.has(e.id));
    for (const e of fresh) this.seen.set(e.id, fechaOf(e));
    return fresh.sort((a, b) => fechaOf(a) - fechaOf(b));
  }
}

function membersOf(group: VehicleGroup): string {
  return group.vehiculos?.join(',') ?? 'todos';
}

function fechaOf(evento: Evento): number {
  return Date.parse(evento.fecha);
}
