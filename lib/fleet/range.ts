import { Duration } from 'luxon';
import { z } from 'zod';
import { parseApiDateTime } from './time';

/** Range rules shared by routes and events (docs/fleet-api.md#ranges, #event-queries, #limits). */
export const MAX_RANGE_MS = Duration.fromObject({ days: 7 }).toMillis();
export const HISTORY_WINDOW_MS = Duration.fromObject({ days: 90 }).toMillis();
export const DEFAULT_RANGE_MS = Duration.fromObject({ hours: 24 }).toMillis();
export const MAX_VEHICLES_PER_EVENTS_QUERY = 500;

/** A `desde`/`hasta` query value: any of the three forms of docs/fleet-api.md#ranges, as epoch milliseconds. */
export const apiDateTimeParamSchema = z.string().transform((value, ctx) => {
  const ms = parseApiDateTime(value);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: `fecha inválida: «${value.slice(0, 40)}»` });
    return z.NEVER;
  }
  return ms;
});

export interface TimeRange {
  desde: number;
  hasta: number;
}

export type RangeResult =
  | ({ ok: true } & TimeRange)
  | { ok: false; codigo: 'rango_invalido'; mensaje: string };

export interface RangeLimits {
  /** Longest range one query may span; `Infinity` for ranges a gateway will split. */
  maxRangeMs: number;
  /** How far back from now a range may start (90 days); `Infinity` when "now" is not known for sure. */
  windowMs?: number;
}

/** Applies the defaults (hasta = now, desde = hasta − 24 h) and checks the rules. */
export function resolveRange(
  input: { desde?: number; hasta?: number },
  now: number,
  limits: RangeLimits = { maxRangeMs: MAX_RANGE_MS },
): RangeResult {
  const hasta = input.hasta ?? now;
  const desde = input.desde ?? hasta - DEFAULT_RANGE_MS;
  if (desde > hasta) return invalid('«desde» es posterior a «hasta».');
  if (hasta - desde > limits.maxRangeMs) return invalid('El rango supera los 7 días.');
  if (desde < now - (limits.windowMs ?? HISTORY_WINDOW_MS)) return invalid('El rango empieza hace más de 90 días.');
  return { ok: true, desde, hasta };
}

function invalid(mensaje: string): RangeResult {
  return { ok: false, codigo: 'rango_invalido', mensaje };
}

/** Splits a range into consecutive parts of at most `maxMs`, the way long periods are requested (docs/fleet-api.md#ranges). */
export function splitRange(range: TimeRange, maxMs: number = MAX_RANGE_MS): TimeRange[] {
  const parts: TimeRange[] = [];
  for (let desde = range.desde; ; desde += maxMs) {
    const hasta = Math.min(desde + maxMs, range.hasta);
    parts.push({ desde, hasta });
    if (hasta >= range.hasta) return parts;
  }
}
