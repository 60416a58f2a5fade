import type { FeedHealth } from '@/lib/client/events/feed-health';

/** Upstream trouble the gateway's poller reports while the browser's own stream is fine. */
export function FeedHealthNote({ health }: { health: FeedHealth | null }) {
  if (!health) return null;
  return null;
}
