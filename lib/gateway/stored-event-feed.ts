import 'server-only';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { CHANNELS } from '@/lib/store/channels';
import { type LoggedEvent, appendEvents, eventsAfter, newestEventsAfter } from '@/lib/store/event-log';
import type { Store } from '@/lib/store/store';
import type { EventFeed, FeedItem, FeedListener, PublishOptions, Resume } from './event-feed';
import { GatewayError } from './gateway-error';
import type { Logger } from './logger';
import { errorCode } from './error-code';
import { PendingAppends } from './pending-appends';

interface Answer {
  resume: Resume;
  /** The number after which the new listener hears items. */
  after: number;
}

/** Events read from the log per query while catching up with it. */
const PAGE = 5_000;

/**
 * The feed every instance shares, kept in the store's event log: `publish` appends (each event
 * once, by id), and every instance reads what was appended, by anyone, when the store's notice
 * (`flota_events`) tells it, and fans it out to its streams in the log's order. An item's
 * number is its `seq` in the log, so a stream resumes on any instance, after any restart.
 *
 * The newest `capacity` items stay in memory, a cache of the log: what a first connection is
 * shown, and what a resumption is replayed (at most that many), read without a query. It fills
 * from the log on the first subscription (not at the server's start) and follows it from then on.
 */
export class StoredEventFeed implements EventFeed {
  /** Each listener with the number after which it hears items (a resumption may be ahead of this instance). */
  private readonly listeners = new Map<FeedListener, number>();
  private ring: FeedItem[] = [];
  /** The ring holds every item of the log numbered in (floor, cursor]. */
  private floor = 0;
  private cursor = 0;
  private starting: Promise<void> | null = null;
  private started = false;
  private stopListening: (() => Promise<void>) | null = null;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private readFailing = false;
  private closed = false;
  private readonly appends: PendingAppends;

  constructor(private readonly deps: { store: Store; capacity: number; log: Logger; maxPending?: number }) {
    this.appends = new PendingAppends(deps.log, deps.maxPending);
  }

  async publish(eventos: readonly Evento[], { recent = false, covered }: PublishOptions = {}): Promise<void> {
    const { store } = this.deps;
    const flushed = await this.appends.flush({ eventos, recent, covered }, (batch) =>
      appendEvents(store, batch.eventos, { recent: batch.recent, covered: batch.covered }),
    );
    if (!flushed) throw storeUnavailable();
    // The store's notice would bring them too; reading now spares this instance's streams its delay.
    if (this.started) await this.catchUp();
  }

  async subscribe(listener: FeedListener, afterSeq: number | null): Promise<{ resume: Resume; unsubscribe: () => void }> {
    await this.ready();
    // The answer and the listener's start are settled together, with no wait between them: an
    // item read in between would go to neither or to both.
    const { resume, after } = afterSeq === null || afterSeq <= this.cursor ? this.fromRing(afterSeq) : (await this.ahead(afterSeq))();
    this.listeners.set(listener, after);
    return { resume, unsubscribe: () => this.listeners.delete(listener) };
  }

  backlogged(): boolean {
    return this.appends.full();
  }

  subscribers(): number {
    return this.listeners.size;
  }

  close(): void {
    this.closed = true;
    void this.stopListening?.();
    this.stopListening = null;
  }

  private fromRing(afterSeq: number | null): Answer {
    const head = this.cursor;
    if (afterSeq === null) return { resume: { backlog: [], gap: false, held: [...this.ring], head }, after: head };
    // Older than the ring: more came since than one resume replays (the ring is full), or the log
    // no longer holds what came after it (the ring holds all the log does). Either way it is told
    // so and gets the newest: no query can answer it better.
    if (afterSeq < this.floor) return { resume: { backlog: [...this.ring], gap: true, held: [], head }, after: head };
    return { resume: { backlog: this.ringAfter(afterSeq), gap: false, held: [], head }, after: head };
  }

  /** A number newer than this instance has read: another instance handed it out, or no one did (another log). */
  private async ahead(afterSeq: number): Promise<() => Answer> {
    // With the store out of reach, it is taken as handed out: waiting for what follows it repeats nothing.
    const handedOut = await eventsAfter(this.deps.store, afterSeq, { limit: 1 }).then(
      (page) => page.resumable,
      () => true,
    );
    return () => {
      const head = this.cursor;
      // Never handed out (another database, or the numbers of a feed once kept in memory): shown as a first connection.
      if (!handedOut) return { resume: { backlog: [], gap: true, held: [...this.ring], head }, after: head };
      if (afterSeq <= head) return this.fromRing(afterSeq);
      void this.catchUp();
      return { resume: { backlog: [], gap: false, held: [], head: afterSeq }, after: afterSeq };
    };
  }

  private ringAfter(afterSeq: number): FeedItem[] {
    const at = this.ring.findIndex((item) => item.seq > afterSeq);
    return at < 0 ? [] : this.ring.slice(at);
  }

  private ready(): Promise<void> {
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = null;
      throw storeUnavailable(error);
    });
    return this.starting;
  }

  /** Listens first, then reads the newest items: a notice sent meanwhile is read by the catch-up that follows. */
  private async start(): Promise<void> {
    const { store } = this.deps;
    // A notice names the highest number committed: one this instance has read already (its own
    // append, read right after it) costs no query.
    const stop = await store.listen(CHANNELS.events, (payload) => {
      if (payload === null || !(Number(payload) <= this.cursor)) void this.catchUp();
    });
    if (this.closed) return void (await stop());
    try {
      const { events, prunedThrough, highSeq } = await newestEventsAfter(store, 0, { limit: this.deps.capacity + 1 });
      const full = events.length > this.deps.capacity;
      this.ring = (full ? events.slice(1) : events).map(itemOf);
      this.floor = full ? (events[0]?.seq ?? 0) : prunedThrough;
      this.cursor = highSeq;
    } catch (error) {
      await stop();
      throw error;
    }
    this.stopListening = stop;
    this.started = true;
    await this.catchUp();
  }

  /** Reads what the log holds after the cursor; one read at a time, again when told more came meanwhile. */
  private catchUp(): Promise<void> {
    if (!this.started || this.closed) return Promise.resolve();
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = this.readNew().finally(() => (this.reading = null));
    return this.reading;
  }

  private async readNew(): Promise<void> {
    const { store } = this.deps;
    try {
      do {
        this.readAgain = false;
        for (let full = true; full; ) {
          const page = await eventsAfter(store, this.cursor, { limit: PAGE });
          this.deliver(page.events.map(itemOf), page.through);
          full = page.events.length === PAGE;
        }
      } while (this.readAgain && !this.closed);
      if (this.readFailing) this.deps.log.info('el registro de eventos volvió a leerse');
      this.readFailing = false;
    } catch (error) {
      // The next notice, publish or reconnection of the store's listener reads again.
      if (!this.readFailing) this.deps.log.error('no se pudo leer el registro de eventos', { codigo: errorCode(error) });
      this.readFailing = true;
    }
  }

  private deliver(items: FeedItem[], through: number): void {
    const fresh = items.filter((item) => item.seq > this.cursor);
    this.cursor = Math.max(this.cursor, through);
    if (fresh.length === 0) return;
    // A loop, not push(...fresh): a large page as arguments would overflow the stack.
    for (const item of fresh) this.ring.push(item);
    const over = this.ring.length - this.deps.capacity;
    if (over > 0) this.floor = this.ring.splice(0, over).at(-1)?.seq ?? this.floor;
    // Listeners hear one kind at a time: all of a call's items are recent (a catch-up) or none is.
    for (const run of runsOf(fresh)) {
      const first = run[0]?.seq ?? 0;
      for (const [listener, after] of this.listeners) {
        const mine = after < first ? run : run.filter((item) => item.seq > after);
        if (mine.length > 0) listener(mine);
      }
    }
  }
}

function itemOf(logged: LoggedEvent): FeedItem {
  const evento = JSON.parse(logged.json) as Evento;
  return { seq: logged.seq, evento, json: logged.json, fechaMs: Date.parse(evento.fecha), recent: logged.recent };
}

function runsOf(items: readonly FeedItem[]): FeedItem[][] {
  const runs: FeedItem[][] = [];
  for (const item of items) {
    const run = runs.at(-1);
    if (run && run[0]?.recent === item.recent) run.push(item);
    else runs.push([item]);
  }
  return runs;
}

function storeUnavailable(cause?: unknown): GatewayError {
  const error = new GatewayError({
    codigo: 'error_interno',
    status: 503,
    mensaje: 'El registro de eventos no está disponible por ahora: los eventos leídos se guardan en cuanto vuelva.',
    origen: 'gateway',
  });
  if (cause !== undefined) error.cause = cause;
  return error;
}
