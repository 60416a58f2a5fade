import 'server-only';
import type { Frescura } from '@/lib/fleet/flota-api';
import { formatApiDateTime } from '@/lib/fleet/time';
import { errorAnswer } from './error-response';
import type { Clock } from './clock';
import type { FleetTime } from './service-clock';
import type { Cached } from './shared-cache';

/**
 * How fresh a cached answer is, as our routes tell the browser: its age on the server's clock,
 * the moment it was obtained on the fleet's (the browser compares it with the fleet's now).
 */
export function frescuraOf(cached: Cached<unknown>, time: { clock: Clock; serviceClock: FleetTime }): Frescura {
  return {
    obtenido: formatApiDateTime(time.serviceClock.toFleet(cached.obtainedAt)),
    antiguedad_s: Math.max(0, Math.round((time.clock.now() - cached.obtainedAt) / 1000)),
    desactualizado: cached.stale,
    error: cached.error ? errorAnswer(cached.error, '', true).body.error : null,
  };
}
