import 'server-only';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { CoveredSpan } from '@/lib/store/event-coverage';

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
  /**
   * True when the client missed items it will not get: the log no longer holds some after the
   * one it saw (retention), that id was never handed out (another log), or more came since than
   * one resume replays (the backlog is then the newest of them).
   */
  gap: boolean;
  /**
   * For a first connection (no `afterSeq`), or one whose id was never handed out: every item held
   * now, oldest first; else empty.
   */
  held: readonly FeedItem[];
  /** The newest sequence number given out so far: where this subscription's live items start after. */
  head: number;
}

export interface PublishOptions {
  recent?: boolean;
  /**
   * The span (both ends included) whose every event of the key's whole scope has been published
   * with this batch or before it: the stored feed records it in the log with the batch, and event
   * history over it is answered from the log (`logged-history.ts`).
   */
  covered?: CoveredSpan;
}

/**
 * New events fanned out to every live stream, each numbered once, so that a stream resumes after
 * `Last-Event-ID` without gaps or repeats. The stored feed (`stored-event-feed.ts`) keeps them in
 * the store's event log, shared by every instance and kept across restarts; the memory feed serves
 * one process that has no store (tests of the gateway alone).
 */
export interface EventFeed {
  /**
   * One batch; all of its items are recent or none is. Resolves once the batch is numbered (in
   * the log, for the stored feed); rejects when it could not be, and then keeps it to try again.
   */
  publish(eventos: readonly Evento[], options?: PublishOptions): Promise<void>;
  /**
   * Subscribes; with `afterSeq`, also answers what the client missed since then. The listener
   * hears every item numbered after `resume.head`, in order, each once.
   */
  subscribe(listener: FeedListener, afterSeq: number | null): Promise<{ resume: Resume; unsubscribe: () => void }>;
  /** Streams of this process listening now. */
  subscribers(): number;
  /** True while so many events wait to be numbered that no more should be read (the store is out of reach). */
  backlogged(): boolean;
  /** Stops listening to the store (at shutdown). */
  close(): void;
}
