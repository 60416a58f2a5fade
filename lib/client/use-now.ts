'use client';

import { useEffect, useState } from 'react';
import { fleetNow, subscribeFleetClock } from './fleet-clock';

/**
 * The fleet's current time (lib/client/fleet-clock.ts), re-read every `everyMs` and whenever the
 * offset changes: for texts like "hace 12 s" that age on screen, and for ranges counted from now.
 */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(fleetNow);
  useEffect(() => {
    const tick = () => setNow(fleetNow());
    const timer = setInterval(tick, everyMs);
    const unsubscribe = subscribeFleetClock(tick);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [everyMs]);
  return now;
}
