import { HISTORY_WINDOW_MS, type TimeRange } from '@/lib/fleet/range';

/**
 * Why a range cannot be asked for, checked in the browser before any request with the API's
 * rules (`rango_invalido`); each one's explanation is in the `Ranges.problems` messages.
 */
export type RangeProblem = 'missing' | 'startInvalid' | 'endInvalid' | 'order' | 'future' | 'tooOld';

/** A clock a few minutes ahead of the server's must not make "now" look like the future. */
const FUTURE_MARGIN_MS = 5 * 60_000;

/** The first rule a range breaks, or null. Length is not limited: the gateway asks for long ranges in parts. */
export function rangeProblem({ desde, hasta }: TimeRange, now: number): RangeProblem | null {
  if (desde >= hasta) return 'order';
  if (hasta > now + FUTURE_MARGIN_MS) return 'future';
  if (desde < now - HISTORY_WINDOW_MS) return 'tooOld';
  return null;
}
