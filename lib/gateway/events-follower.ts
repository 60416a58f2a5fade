import 'server-only';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { EventFeed } from './event-feed';
import { fleetCalls } from './fleet-calls';
import type { FleetDirectory } from './fleet-directory';
import type { PollRun } from './poller';
import { vehicleGroups } from './history-plan';
import type { FleetTime } from './service-clock';
import type { Upstream } from './upstream';

/** docs/fleet-api.md#following-events: start each query one minute before the last event received. */
const OVERLAP_MS = 60_000;

/**
 * Follows `/v1/eventos` for the whole scope (in queries of at most 500 vehicles) and publishes
 * each event once. Ids are remembered only while a later query could still return them, so
 * memory stays bounded by the events of the overlap.
 */
export class EventsFollower {
  /** Per vehicle group: the `fecha` of the last event received. */
  private readonly cursors = new Map<string, number>();
  /** Ids already published, with their `fecha`. */
  private readonly seen = new Map<string, number>();
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
    for (const group of vehicleGroups(index.vehiculos.map((v) => v.id), null)) {
      const key = group.vehiculos?.[0] ?? 'todos';
      const desde = Math.max(this.cursors.get(key) ?? floor, floor) - OVERLAP_MS;
      oldestDesde = Math.min(oldestDesde, desde);
      const answer = await upstream.call(fleetCalls.eventos({ range: { desde }, vehiculos: group.vehiculos }), {
        priority: 'live',
      });
      const latest = answer.datos.reduce((max, e) => Math.max(max, fechaOf(e)), this.cursors.get(key) ?? floor);
      this.cursors.set(key, latest);
      await this.publish(this.unseen(answer.datos));
    }
    for (const [id, fecha] of this.seen) if (fecha < oldestDesde) this.seen.delete(id);
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

function fechaOf(evento: Evento): number {
  return Date.parse(evento.fecha);
}
