import type { Evento } from '@/lib/fleet/schemas/evento';

/** One event as the live feed holds it: the stream's sequence number and when this tab received it. */
export interface LiveEntry {
  seq: number;
  evento: Evento;
  /** Epoch ms of `evento.fecha`, parsed once for ordering and display. */
  ms: number;
  /** When this tab received it as it happened; null for the recent events a first connection brings. */
  recibido: number | null;
}

export interface LiveBufferLimits {
  /** Entries kept for display. */
  capacity: number;
  /** Event ids remembered to reject repeats, larger than `capacity` so evicted events do not come back. */
  remembered: number;
}

export const DEFAULT_LIVE_LIMITS: LiveBufferLimits = { capacity: 500, remembered: 5_000 };

/**
 * The feed's memory: newest event first (by when it happened, then by arrival), each `evento.id`
 * at most once. The gateway already resumes without repeats; this also covers a repeat that comes
 * from a second tab's reconnection race or a gateway restart that replays its window. Bounded so a
 * control-room screen left open for weeks does not grow.
 */
export class LiveEventBuffer {
  private entries: LiveEntry[] = [];
  private readonly seen = new Set<string>();
  private readonly seenOrder: string[] = [];

  constructor(private readonly limits: LiveBufferLimits = DEFAULT_LIVE_LIMITS) {}

  /** Adds the entries not seen before; answers those that were new, in arrival order. */
  add(incoming: readonly LiveEntry[]): LiveEntry[] {
    const fresh = incoming.filter((entry) => this.remember(entry.evento.id));
    if (fresh.length === 0) return fresh;
    const merged = [...this.entries];
    for (const entry of fresh) merged.splice(insertionIndex(merged, entry), 0, entry);
    this.entries = merged.slice(0, this.limits.capacity);
    return fresh;
  }

  /** A new array whenever the content changed, so React can compare by identity. */
  list(): readonly LiveEntry[] {
    return this.entries;
  }

  has(eventoId: string): boolean {
    return this.seen.has(eventoId);
  }

  private remember(id: string): boolean {
    if (this.seen.has(id)) return false;
    this.seen.add(id);
    this.seenOrder.push(id);
    if (this.seenOrder.length > this.limits.remembered) {
      const oldest = this.seenOrder.splice(0, this.seenOrder.length - this.limits.remembered);
      for (const old of oldest) this.seen.delete(old);
    }
    return true;
  }
}

/** The feed's order: by when it happened, then by arrival. */
export function isNewer(a: LiveEntry, b: LiveEntry): boolean {
  return a.ms !== b.ms ? a.ms > b.ms : a.seq > b.seq;
}

/** Binary search for where `entry` goes in a newest-first list. */
function insertionIndex(list: readonly LiveEntry[], entry: LiveEntry): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (isNewer(list[mid] as LiveEntry, entry)) low = mid + 1;
    else high = mid;
  }
  return low;
}
