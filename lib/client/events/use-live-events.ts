import { useEffect, useRef, useState } from 'react';
import type { EventSourceMessage } from 'eventsource-parser';
import type { z } from 'zod';
import { saludVistaSchema, type SaludVista } from '@/lib/fleet/flota-api';
import { eventoSchema } from '@/lib/fleet/schemas/evento';
import { LiveEventBuffer, type LiveEntry } from './live-event-buffer';
import { liveStreamUrl, type LiveFilters } from './live-stream-url';
import { openSseStream, type SseState } from './sse-client';
import { fleetNow } from '@/lib/client/fleet-clock';

export interface LiveEvents {
  entries: readonly LiveEntry[];
  connection: SseState;
  /** The gateway poller's own health (upstream trouble shows here while the stream stays open). */
  health: SaludVista | null;
  /**
   * Set when the gateway could not resume (this tab was away longer than its buffer lasts):
   * the time of the newest event held then, from which the history fills the hole.
   */
  gapSince: number | null;
}

interface FeedState {
  url: string;
  entries: readonly LiveEntry[];
  health: SaludVista | null;
  gapSince: number | null;
}

const EMPTY: readonly LiveEntry[] = [];
const fresh = (url: string): FeedState => ({ url, entries: EMPTY, health: null, gapSince: null });
/** Bursts (a reconnection's catch-up, a busy minute) render once instead of once per event. */
const BATCH_MS = 50;

/**
 * Subscribes to `/api/eventos/stream` for the given filters. `onFresh` is called with each batch of
 * events this tab had not seen, in arrival order — the hook for sound and notifications.
 */
export function useLiveEvents(filters: LiveFilters, onFresh?: (fresh: LiveEntry[]) => void): LiveEvents {
  const url = liveStreamUrl(filters);
  const [feed, setFeed] = useState<FeedState>(() => fresh(url));
  const [connection, setConnection] = useState<SseState>({ fase: 'conectando', intento: 1 });
  const onFreshRef = useRef(onFresh);
  useEffect(() => {
    onFreshRef.current = onFresh;
  });

  useEffect(() => {
    const buffer = new LiveEventBuffer();
    const patch = (change: Partial<FeedState>) =>
      setFeed((previous) => ({ ...(previous.url === url ? previous : fresh(url)), ...change }));
    // Events that happen now ring; the recent ones a first connection brings are only listed.
    let pending: { live: LiveEntry[]; recent: LiveEntry[] } = { live: [], recent: [] };
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer rather than requestAnimationFrame: frames stop in a background tab, alerts must not.
    const flush = () => {
      timer = undefined;
      const listed = buffer.add(pending.recent);
      const added = buffer.add(pending.live);
      pending = { live: [], recent: [] };
      if (listed.length + added.length === 0) return;
      patch({ entries: buffer.list() });
      if (added.length > 0) onFreshRef.current?.(added);
    };
    const onMessage = (message: EventSourceMessage) => {
      if (message.event === 'evento' || message.event === 'reciente') {
        const entry = parseEntry(message, message.event === 'evento' ? fleetNow() : null);
        if (!entry) return;
        (message.event === 'evento' ? pending.live : pending.recent).push(entry);
        timer ??= setTimeout(flush, BATCH_MS);
      } else if (message.event === 'estado') {
        const health = parseJson(message.data, saludVistaSchema);
        if (health) patch({ health });
      } else if (message.event === 'hueco') {
        patch({ gapSince: buffer.list()[0]?.ms ?? fleetNow() });
      }
    };
    const close = openSseStream({ url, onMessage, onState: setConnection });
    return () => {
      close();
      clearTimeout(timer);
    };
  }, [url]);

  const { entries, health, gapSince } = feed.url === url ? feed : fresh(url);
  return { entries, health, gapSince, connection };
}

function parseEntry(message: EventSourceMessage, recibido: number | null): LiveEntry | null {
  const evento = parseJson(message.data, eventoSchema);
  const seq = Number(message.id);
  if (!evento || !Number.isFinite(seq)) return null;
  return { seq, evento, ms: Date.parse(evento.fecha), recibido };
}

function parseJson<S extends z.ZodType>(data: string, schema: S): z.infer<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the warning: a malformed line must not stop the feed.
  }
  console.warn('Flota: mensaje del flujo de eventos con formato inesperado, descartado.');
  return null;
}
