import 'server-only';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { EventFeed, FeedItem, FeedListener, PublishOptions, Resume } from './event-feed';

/**
 * The feed of a gateway without a store (tests of the gateway alone): a ring of the last
 * `capacity` items. Sequence numbers start at the epoch milliseconds of the start, so that after
 * a restart they keep growing and an old `Last-Event-ID` reads as "too old" rather than as
 * "from the future".
 */
export class MemoryEventFeed implements EventFeed {
  private readonly ring: FeedItem[] = [];
  private readonly listeners = new Set<FeedListener>();
  private nextSeq: number;

  constructor(private readonly capacity: number, startSeq = Date.now()) {
    this.nextSeq = startSeq;
  }

  /** Only the log answers history: a span read in full (`covered`) means nothing here. */
  publish(eventos: readonly Evento[], { recent = false }: PublishOptions = {}): Promise<void> {
    if (eventos.length === 0) return Promise.resolve();
    const items = eventos.map((evento) => ({ seq: this.nextSeq++, evento, json: JSON.stringify(evento), fechaMs: Date.parse(evento.fecha), recent }));
    // One publish may carry any number of events: a loop, not push(...items), whose arguments
    // overflow the stack past about 125,000. Only the last `capacity` can stay.
    for (let i = Math.max(0, items.length - this.capacity); i < items.length; i++) this.ring.push(items[i] as FeedItem);
    if (this.ring.length > this.capacity) this.ring.splice(0, this.ring.length - this.capacity);
    for (const listener of this.listeners) listener(items);
    return Promise.resolve();
  }

  subscribe(listener: FeedListener, afterSeq: number | null): Promise<{ resume: Resume; unsubscribe: () => void }> {
    this.listeners.add(listener);
    return Promise.resolve({ resume: this.since(afterSeq), unsubscribe: () => this.listeners.delete(listener) });
  }

  close(): void {
    this.listeners.clear();
  }

  /** Numbered as published: nothing ever waits. */
  backlogged(): boolean {
    return false;
  }

  subscribers(): number {
    return this.listeners.size;
  }

  private since(afterSeq: number | null): Resume {
    const head = this.nextSeq - 1;
    if (afterSeq === null) return { backlog: [], gap: false, held: [...this.ring], head };
    if (afterSeq >= head) return { backlog: [], gap: false, held: [], head };
    const oldest = this.ring[0]?.seq ?? this.nextSeq;
    // Sequence numbers in the ring are consecutive, so the position follows from the number.
    const backlog = this.ring.slice(Math.max(0, afterSeq - oldest + 1));
    return { backlog, gap: afterSeq < oldest - 1, held: [], head };
  }
}
