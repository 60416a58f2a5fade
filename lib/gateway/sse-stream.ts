import 'server-only';
import type { SaludVista } from '@/lib/fleet/flota-api';
import { isTipoCritico } from '@/lib/fleet/catalog';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { FeedItem } from './event-feed';
import type { Gateway } from './gateway';
import { backlogLimits, recentBacklog } from './stream-backlog';

const encoder = new TextEncoder();
/** Each event's frame (and each health report) is encoded once, whichever streams send it. */
const frames = new WeakMap<FeedItem, Uint8Array>();
const recentFrames = new WeakMap<FeedItem, Uint8Array>();
const reports = new WeakMap<SaludVista, Uint8Array>();
/**
 * A stream still this far behind its reader when more comes is closed: that reader is not reading
 * (a stalled tab, a dead connection), and the browser resumes from `Last-Event-ID` when it can. A
 * reader that keeps up gets any burst whole, however large one publish is.
 */
const MAX_QUEUED_CHUNKS = 2_000;
/** What EventSource waits before reconnecting after we close (or lose) a stream. */
const RECONNECT_MS = 3_000;

export interface StreamOptions {
  accepts: (evento: Evento) => boolean;
  lastEventId: number | null;
  signal: AbortSignal;
}

/**
 * The live event stream (Server-Sent Events): `event: evento` with `id:` its sequence number,
 * `event: estado` when the gateway's health changes (`health.view()`: the part every user may
 * read), a comment as heartbeat. It resumes after `Last-Event-ID` from the feed's recent buffer
 * (`event: hueco` when that is too old); a first connection gets the recent events the gateway
 * holds (the last hour, or the look-back when longer) as `event: reciente` (already happened, so
 * the browser lists them without ringing). Either way `event: al_dia` then carries the newest
 * sequence number as its `id`, so that a reconnection asks for exactly what came after, even when
 * this stream's filters let none of the earlier ones through. A catch-up batch (the feed's first
 * poll after it was idle) goes the same way as a first connection's backlog, but for its critical
 * events: an hour of a big fleet's events sent as news flooded the browser, which keeps only the
 * newest anyway, backed the stream up until it was closed, and its resumption read as a gap. It keeps
 * the events poller running while open, and lets go of everything when the browser leaves.
 */
export function eventStream(gateway: Gateway, options: StreamOptions): ReadableStream<Uint8Array> {
  const { env, clock, serviceClock, feed, health, eventsPoller } = gateway;
  const cleanups: (() => void)[] = [];
  const cleanup = () => cleanups.splice(0).forEach((fn) => fn());
  // Also set by a reader that cancels while the stream is still subscribing.
  let closed = false;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader: nothing left to close.
        }
      };
      const send = (chunk: Uint8Array) => {
        if (!closed) controller.enqueue(chunk);
      };
      const keepingUp = () => {
        if ((controller.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) close();
        return !closed;
      };
      const sendItems = (items: readonly FeedItem[]) => {
        if (!keepingUp()) return;
        for (const item of items) if (options.accepts(item.evento)) send(isNews(item) ? frameOf(item) : recentFrameOf(item));
      };
      const limits = backlogLimits(env.FLOTA_EVENTS_LOOKBACK_S);
      const sendRecent = (held: readonly FeedItem[], head: number) => {
        const recent = recentBacklog(held, options.accepts, serviceClock.now(), limits);
        for (const item of recent) send(recentFrameOf(item));
        send(upToDate(head, recent.length));
      };
      // Its critical events nobody has seen yet: news, which the browser rings when still young.
      const sendCatchUp = (items: readonly FeedItem[], head: number) => {
        const now = serviceClock.now();
        const listed = new Set(recentBacklog(items, options.accepts, now, limits));
        let recientes = 0;
        for (const item of items) {
          if (!options.accepts(item.evento) || item.fechaMs < now - limits.windowMs) continue;
          if (isTipoCritico(item.evento.tipo)) send(frameOf(item));
          else if (listed.has(item)) {
            send(recentFrameOf(item));
            recientes++;
          }
        }
        send(upToDate(head, recientes));
      };
      const onPublished = (items: readonly FeedItem[]) => {
        const last = items.at(-1);
        if (!last?.recent) sendItems(items);
        else if (keepingUp()) sendCatchUp(items, last.seq);
      };
      // Items that come before the resumption is sent wait for it: they are newer than all of it.
      let early: (readonly FeedItem[])[] | null = [];
      const onFeed = (items: readonly FeedItem[]) => (early ? early.push(items) : onPublished(items));
      send(encoder.encode(`retry: ${RECONNECT_MS}\n\n`));
      send(reportOf(health.view()));
      options.signal.addEventListener('abort', close, { once: true });
      cleanups.push(() => options.signal.removeEventListener('abort', close));
      cleanups.push(eventsPoller.hold());
      const subscription = await feed.subscribe(onFeed, options.lastEventId).catch(() => null);
      // With no feed to read (its store out of reach at its first use) the browser comes back after `retry:`.
      if (!subscription) return close();
      const { resume, unsubscribe } = subscription;
      if (closed) return void unsubscribe();
      cleanups.push(unsubscribe);
      if (resume.gap) send(message('hueco', JSON.stringify({ ultimo_id: options.lastEventId })));
      sendItems(resume.backlog);
      sendRecent(resume.held, resume.head);
      for (const items of early.splice(0)) onPublished(items);
      early = null;
      cleanups.push(health.subscribe((salud) => send(reportOf(salud))));
      const beat = () => {
        if (keepingUp()) send(encoder.encode(': latido\n\n'));
      };
      cleanups.push(repeat(clock, env.FLOTA_SSE_HEARTBEAT_S * 1000, beat));
      if (env.FLOTA_SSE_MAX_AGE_S) cleanups.push(clock.schedule(close, env.FLOTA_SSE_MAX_AGE_S * 1000));
    },
    cancel() {
      closed = true;
      cleanup();
    },
  });
}

/** A catch-up's items are recent, but for its critical events. */
function isNews(item: FeedItem): boolean {
  return !item.recent || isTipoCritico(item.evento.tipo);
}

function upToDate(head: number, recientes: number): Uint8Array {
  return encoder.encode(`id: ${head}\nevent: al_dia\ndata: ${JSON.stringify({ recientes })}\n\n`);
}

function frameOf(item: FeedItem): Uint8Array {
  return once(frames, item, () => encoder.encode(`id: ${item.seq}\nevent: evento\ndata: ${item.json}\n\n`));
}

function recentFrameOf(item: FeedItem): Uint8Array {
  return once(recentFrames, item, () => encoder.encode(`id: ${item.seq}\nevent: reciente\ndata: ${item.json}\n\n`));
}

function reportOf(salud: SaludVista): Uint8Array {
  return once(reports, salud, () => message('estado', JSON.stringify(salud)));
}

function once<K extends object>(memo: WeakMap<K, Uint8Array>, key: K, encode: () => Uint8Array): Uint8Array {
  let bytes = memo.get(key);
  if (!bytes) {
    bytes = encode();
    memo.set(key, bytes);
  }
  return bytes;
}

function message(event: string, data: string): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${data}\n\n`);
}

function repeat(clock: Gateway['clock'], ms: number, fn: () => void): () => void {
  let cancel = clock.schedule(function tick() {
    fn();
    cancel = clock.schedule(tick, ms);
  }, ms);
  return () => cancel();
}
