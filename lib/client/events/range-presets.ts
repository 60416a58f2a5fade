import { Duration } from 'luxon';
import { HISTORY_WINDOW_MS, type TimeRange } from '@/lib/fleet/range';
import { parseApiDateTime, startOfArgentinaDay } from '@/lib/fleet/time';
import { rangeProblem, type RangeProblem } from '../range-problem';

export type { RangeProblem };

/** Each preset's name is in the `Ranges.presets` messages, under its id. */
export const RANGE_PRESET_IDS = ['hoy', 'ayer', '24h', '7d', '30d', '90d', 'personalizado'] as const;
export type RangePresetId = (typeof RANGE_PRESET_IDS)[number];

export const DEFAULT_PRESET: RangePresetId = '24h';

const HOUR = Duration.fromObject({ hours: 1 }).toMillis();
const DAY = Duration.fromObject({ days: 1 }).toMillis();
/**
 * The whole window minus a margin: the gateway's oldest part must still lie inside the API's
 * 90 days when it is sent, which can be a minute or two after the click on a large fleet.
 */
const WINDOW_MARGIN_MS = 10 * 60_000;

export type RangeChoice =
  | { ok: true; range: TimeRange }
  | { ok: false; problem: RangeProblem };

/**
 * The instants a preset or a custom pair means at `now`, checked with the API's range rules
 * (any length, since the gateway splits it, but inside the last 90 days) before any request.
 */
export function resolveRangeChoice(
  choice: { rango?: RangePresetId; desde?: string; hasta?: string },
  now: number,
): RangeChoice {
  const preset = choice.rango ?? DEFAULT_PRESET;
  if (preset !== 'personalizado') return inWindow(presetRange(preset, now), now);
  if (!choice.desde || !choice.hasta) return { ok: false, problem: 'missing' };
  const desde = parseApiDateTime(choice.desde);
  const hasta = parseApiDateTime(choice.hasta);
  if (desde === null) return { ok: false, problem: 'startInvalid' };
  if (hasta === null) return { ok: false, problem: 'endInvalid' };
  const problem = rangeProblem({ desde, hasta }, now);
  if (problem) return { ok: false, problem };
  return { ok: true, range: { desde, hasta: Math.min(hasta, now) } };
}

function presetRange(preset: Exclude<RangePresetId, 'personalizado'>, now: number): TimeRange {
  const today = startOfArgentinaDay(now);
  switch (preset) {
    case 'hoy':
      return { desde: today, hasta: now };
    case 'ayer':
      return { desde: today - DAY, hasta: today };
    case '24h':
      return { desde: now - 24 * HOUR, hasta: now };
    case '7d':
      return { desde: now - 7 * DAY, hasta: now };
    case '30d':
      return { desde: now - 30 * DAY, hasta: now };
    case '90d':
      return { desde: now - HISTORY_WINDOW_MS + WINDOW_MARGIN_MS, hasta: now };
  }
}

function inWindow(range: TimeRange, now: number): RangeChoice {
  return range.desde < now - HISTORY_WINDOW_MS ? { ok: false, problem: 'tooOld' } : { ok: true, range };
}
