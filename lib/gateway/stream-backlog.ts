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
 * sees what just happened instead of an empty list: the newest `STREAM_BACKLOG_MAX` of the held events
 * that the stream accepts (its user's clients, its filters) and that happened within the window,
 * oldest first, as the feed holds them. Events are in the buffer in the order they were received,
 * which a late upstream report can break, so the whole buffer is read rather than cut at the first
 * old one.
 */
export function recentBacklog(
  held: readonly FeedItem[],
  accepts: (evento: Evento) => boolean,
  now: number,
  limits: BacklogLimits = backlogLimits(0),
): FeedItem[] {
  const since = now - limits.windowMs;
  const picked: FeedItem[] = [];
  for (let i = held.length - 1; i >= 0 && picked.length < limits.max; i--) {
    const item = held[i] as FeedItem;
    if (item.fechaMs >= since && accepts(item.evento)) picked.push(item);
  }
  return picked.reverse();
}
