import 'server-only';
import type { Frescura } from '@/lib/fleet/flota-api';
import { formatApiDateTime } from '@/lib/fleet/time';
import { errorAnswer } from './error-response';
import type { Cached } from './shared-cache';

/** How fresh a cached answer is, as our routes tell the browser. */
export function frescuraOf(cached: Cached<unknown>, now: number): Frescura {
  return {
    obtenido: formatApiDateTime(cached.obtainedAt),
    antiguedad_s: Math.max(0, Math.round((now - cached.obtainedAt) / 1000)),
    desactualizado: cached.stale,
    error: cached.error ? errorAnswer(cached.error, '', true).body.error : null,
  };
}
