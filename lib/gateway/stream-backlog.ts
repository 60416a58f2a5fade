import 'server-only';
import { STREAM_BACKLOG_MAX } from '@/lib/fleet/flota-api';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { FeedItem } from './event-feed';

/** How far back a first connection's backlog reaches at least. */
export const BACKLOG_WINDOW_MS = 60 * 60_000;

export interface BacklogLimits {
  windowMs: number;
  max: number;
}

/**
 * The backlog reaches as far back as the feed started (`FLOTA_EVENTS_LOOKBACK_S`) when that is
 * longer than the hour: a gateway told to start with the evening's events shows them to the night
 * shift that opens the feed at 2 a.m., instead of an empty list.
 */
export function backlogLimits(lookbackS: number): BacklogLimits {
  return { windowMs: Math.max(BACKLOG_WINDOW_MS, lookbackS * 1000), max: STREAM_BACKLOG_MAX };
}

/**
 * What a stream opened without `Last-Event-ID` sends first, so that a dispatcher who opens the feed
 * sees what just happened instead of an empty list: the `STREAM_BACKLOG_MAX` most recent (by when
 * they happened) of the held events that the stream accepts (its user's clients, its filters) and
 * that happened within the window, in the order the feed holds them. That order is not time: a
 * poll publishes its vehicle groups one after the other, each with its whole span, and a late
 * upstream report comes after newer ones.
 */
export function recentBacklog(
  held: readonly FeedItem[],
  accepts: (evento: Evento) => boolean,
  now: number,
  limits: BacklogLimits = backlogLimits(0),
): FeedItem[] {
  const since = now - limits.windowMs;
  const candidates = held.filter((item) => item.fechaMs >= since && accepts(item.evento));
  if (candidates.length <= limits.max) return candidates;
  const newest = new Set([...candidates].sort((a, b) => b.fechaMs - a.fechaMs || b.seq - a.seq).slice(0, limits.max));
  return candidates.filter((item) => newest.has(item));
}
