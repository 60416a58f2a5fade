import 'server-only';
import type { Evento } from '@/lib/fleet/schemas/evento';

/** A live event with the sequence number the gateway gave it; SSE sends it as `id:`. */
export interface FeedItem {
  seq: number;
  evento: Evento;
  /** The event as JSON, serialized once for every stream that sends it. */
  json: string;
}

export type FeedListener = (items: readonly FeedItem[]) => void;

export interface Resume {
  /** Items after the one the client last saw, oldest first. */
  backlog: FeedItem[];
  /** True when some items after it have already left the buffer. */
  gap: boolean;
}

/**
 * New events fanned out to every live stream, with a bounded buffer of recent ones so that a
 * stream can resume after `Last-Event-ID` without gaps or repeats. The in-memory feed serves
 * one process; a shared one (Redis streams) can implement the same interface for many.
 */
export interface EventFeed {
  publish(eventos: readonly Evento[]): void;
  /** Subscribes; with `afterSeq`, also answers what the client missed since then. */
  subscribe(listener: FeedListener, afterSeq: number | null): { resume: Resume; unsubscribe: () => void };
  /** Streams of this process listening now. */
  subscribers(): number;
}
