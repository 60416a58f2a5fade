import 'server-only';
import type { Evento } from '@/lib/fleet/schemas/evento';
import type { FeedItem } from './event-feed';

/** How far back a first connection's backlog reaches, and how many events it holds at most. */
export const BACKLOG_WINDOW_MS = 60 * 60_000;
export const BACKLOG_MAX = 500;

/**
 * What a stream opened without `Last-Event-ID` sends first, so that a dispatcher who opens the feed
 * sees what just happened instead of an empty list: the newest `BACKLOG_MAX` of the held events
 * that the stream accepts (its user's clients, its filters) and that happened within the window,
 * oldest first, as the feed holds them. Events are in the buffer in the order they were received,
 * which a late upstream report can break, so the whole buffer is read rather than cut at the first
 * old one.
 */
export function recentBacklog(
  held: readonly FeedItem[],
  accepts: (evento: Evento) => boolean,
  now: number,
  limits: { windowMs: number; max: number } = { windowMs: BACKLOG_WINDOW_MS, max: BACKLOG_MAX },
): FeedItem[] {
  const since = now - limits.windowMs;
  const picked: FeedItem[] = [];
  for (let i = held.length - 1; i >= 0 && picked.length < limits.max; i--) {
    const item = held[i] as FeedItem;
    if (item.fechaMs >= since && accepts(item.evento)) picked.push(item);
  }
  return picked.reverse();
}
