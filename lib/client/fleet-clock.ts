import { ClockOffset } from '@/lib/fleet/clock-offset';
import { FLEET_TIME_HEADER } from '@/lib/fleet/fleet-time-header';

/**
 * The fleet's "now" for client components: this machine's clock plus the offset learnt from our
 * server, which states the fleet's time on every `/api` answer (`x-hora-flota`) and in the page it
 * renders (read in the browser, and on the server while it renders that page). Every "now" that
 * means fleet time (presets, "today", range limits, "hace 12 s") is `fleetNow()`; so a fleet clock
 * set to another day, or a browser whose clock is off, shifts nothing. Waiting (reconnect delays,
 * timers) stays on the browser's own clock.
 */
const offset = new ClockOffset();
const listeners = new Set<() => void>();

export function fleetNow(): number {
  return offset.toFleet(Date.now());
}

/** Takes one reading: the fleet's time an answer states, and when its request left and it arrived. */
export function learnFleetTime(stated: string | null | undefined, sentAt: number, receivedAt: number = Date.now()): void {
  if (!stated) return;
  if (offset.learn({ fleetMs: Date.parse(stated), sentAt, receivedAt })) {
    for (const listener of listeners) listener();
  }
}

/** Reads the fleet's time off one of our `/api` answers (fetched now, never a preloaded one). */
export function learnFromResponse(response: Response, sentAt: number): void {
  learnFleetTime(response.headers.get(FLEET_TIME_HEADER), sentAt);
}

/**
 * The time the server rendered this page at: it was read between the page's request and the
 * first byte of its answer, as the navigation's timing tells.
 */
export function learnFromPage(stated: string | null): void {
  if (typeof window === 'undefined') {
    // Rendering on the server, which stamped this time on the request a moment ago: the page's
    // dates must come out as the browser will render them when it hydrates, or React throws the
    // server's page away and renders it anew (losing whatever the user already clicked).
    const now = Date.now();
    learnFleetTime(stated, now, now);
    return;
  }
  if (offset.known) return;
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const origin = performance.timeOrigin;
  // Without the navigation's timing, the page's whole load is the window the time was read in.
  const sentAt = Number.isFinite(origin) ? origin + (navigation?.requestStart ?? 0) : Date.now();
  const receivedAt = navigation && navigation.responseStart > 0 && Number.isFinite(origin) ? origin + navigation.responseStart : Date.now();
  learnFleetTime(stated, Math.min(sentAt, receivedAt), receivedAt);
}

/** Hears when the offset changes (the first reading, a clock that was set). */
export function subscribeFleetClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
