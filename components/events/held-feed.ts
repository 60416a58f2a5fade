import { isNewer, type LiveEntry } from '@/lib/client/events/live-event-buffer';
import { isTipoCritico } from '@/lib/fleet/catalog';

/** Why the feed holds still: the pointer is over it, an item has the focus, or it is scrolled down. */
export type HoldReason = 'pointer' | 'focus' | 'scrolled';

/** The newer events a held feed has not shown yet, and how many of them are critical. */
export interface Waiting {
  count: number;
  critical: number;
}

/**
 * The events of the live feed newer than the held one's (`shown`) newest: what the button takes
 * the feed up to. Events that arrived since but happened earlier (a late report, a catch-up still
 * coming in) are not "newer": they take their place in the list when the hold ends.
 */
export function waitingSince(shown: readonly LiveEntry[], live: readonly LiveEntry[]): Waiting {
  const held = new Set(shown.map((entry) => entry.evento.id));
  const top = shown[0];
  let count = 0;
  let critical = 0;
  for (const entry of live) {
    if (top && !isNewer(entry, top)) break;
    if (held.has(entry.evento.id)) continue;
    count++;
    if (isTipoCritico(entry.evento.tipo)) critical++;
  }
  return { count, critical };
}
