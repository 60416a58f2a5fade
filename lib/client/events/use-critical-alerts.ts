import { useCallback, useEffect, useRef } from 'react';
import { isTipoCritico } from '@/lib/fleet/catalog';
import { useAlertPreferences } from './alert-preferences';
import { armAlertSound, playAlertSound } from './alert-sound';
import { showCriticalNotification } from './critical-notification';
import type { LiveEntry } from './live-event-buffer';
import { fleetNow } from '@/lib/client/fleet-clock';

/** Older critical events (a catch-up after a long outage) are listed, not rung. */
const RING_WITHIN_MS = 15 * 60_000;

/**
 * Returns the `onFresh` handler of a live feed: critical events that just happened ring and notify,
 * as the operator chose. `onOpen` runs when a notification is clicked.
 */
export function useCriticalAlerts(onOpen: (entry: LiveEntry) => void): (fresh: LiveEntry[]) => void {
  const [preferences] = useAlertPreferences();
  const latest = useRef({ preferences, onOpen });
  useEffect(() => {
    latest.current = { preferences, onOpen };
  });
  useEffect(() => (preferences.sonido ? armAlertSound() : undefined), [preferences.sonido]);

  return useCallback((fresh: LiveEntry[]) => {
    const { preferences: chosen, onOpen: open } = latest.current;
    const ringing = fresh.filter((e) => isTipoCritico(e.evento.tipo) && fleetNow() - e.ms < RING_WITHIN_MS);
    if (ringing.length === 0) return;
    if (chosen.sonido) playAlertSound();
    if (chosen.notificaciones) for (const entry of ringing) showCriticalNotification(entry.evento, () => open(entry));
  }, []);
}
