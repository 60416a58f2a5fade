import 'server-only';
import type { Evento } from '@/lib/fleet/schemas/evento';

/** A live event with the sequence number the gateway gave it; SSE sends it as `id:`. */
export interface FeedItem {
  seq: number;
  evento: Evento;
  /** The event as JSON, serialized once for every stream that sends it. */
  json: string;
  /** Epoch ms of `evento.fecha`, parsed once. */
  fechaMs: number;
  /**
   * Published by a catch-up (the follower reading a span nobody followed as it happened): streams
   * send it as `reciente`, listed but not announced as news, unless it is critical.
   */
  recent: boolean;
}

export type FeedListener = (items: readonly FeedItem[]) => void;

export interface Resume {
  /** Items after the one the client last saw, oldest first. */
  backlog: FeedItem[];
  /** True when some items after it have already left the buffer. */
  gap: boolean;
  /** For a first connection (no `afterSeq`): every item held now, oldest first; else empty. */
  held: readonly FeedItem[];
  /** The newest sequence number given out so far: where this subscription's live items start after. */
  head: number;
}

/**
 * New events fanned out to every live stream, with a bounded buffer of recent ones so that a
 * stream can resume after `Last-Event-ID` without gaps or repeats. The in-memory feed serves
 * one process; a shared one (Redis streams) can implement the same interface for many.
 */
export interface EventFeed {
  /** One batch; all of its items are recent or none is. */
  publish(eventos: readonly Evento[], options?: { recent?: boolean }): void;
  /** Subscribes; with `afterSeq`, also answers what the client missed since then. */
  subscribe(listener: FeedListener, afterSeq: number | null): { resume: Resume; unsubscribe: () => void };
  /** Streams of this process listening now. */
  subscribers(): number;
}
