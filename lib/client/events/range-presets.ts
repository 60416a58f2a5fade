import { Duration } from 'luxon';
import { HISTORY_WINDOW_MS, resolveRange, type TimeRange } from '@/lib/fleet/range';
import { parseApiDateTime, startOfArgentinaDay } from '@/lib/fleet/time';

export const RANGE_PRESET_IDS = ['hoy', 'ayer', '24h', '7d', '30d', '90d', 'personalizado'] as const;
export type RangePresetId = (typeof RANGE_PRESET_IDS)[number];

export const RANGE_PRESET_LABELS: Record<RangePresetId, string> = {
  hoy: 'Hoy',
  ayer: 'Ayer',
  '24h': 'Últimas 24 horas',
  '7d': 'Últimos 7 días',
  '30d': 'Últimos 30 días',
  '90d': 'Últimos 90 días',
  personalizado: 'Personalizado',
};

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
  | { ok: false; mensaje: string };

/**
 * The instants a preset or a custom pair means at `now`, checked with the API's range rules
 * (any length, since the gateway splits it, but inside the last 90 days) before any request.
 */
export function resolveRangeChoice(
  choice: { rango?: RangePresetId; desde?: string; hasta?: string },
  now: number,
): RangeChoice {
  const preset = choice.rango ?? DEFAULT_PRESET;
  if (preset !== 'personalizado') return check(presetRange(preset, now), now);
  if (!choice.desde || !choice.hasta) return { ok: false, mensaje: 'Elegí la fecha de inicio y la de fin.' };
  const desde = parseApiDateTime(choice.desde);
  const hasta = parseApiDateTime(choice.hasta);
  if (desde === null) return { ok: false, mensaje: 'La fecha de inicio no es válida.' };
  if (hasta === null) return { ok: false, mensaje: 'La fecha de fin no es válida.' };
  if (desde >= hasta) return { ok: false, mensaje: 'La fecha de inicio tiene que ser anterior a la de fin.' };
  if (hasta > now + 5 * 60_000) return { ok: false, mensaje: 'La fecha de fin está en el futuro.' };
  return check({ desde, hasta: Math.min(hasta, now) }, now);
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

function check(range: TimeRange, now: number): RangeChoice {
  const result = resolveRange(range, now, { maxRangeMs: Infinity });
  if (!result.ok) {
    const mensaje = result.mensaje.includes('90 días')
      ? 'El rango empieza hace más de 90 días: la Fleet API guarda solo los últimos 90 días.'
      : result.mensaje;
    return { ok: false, mensaje };
  }
  return { ok: true, range: { desde: result.desde, hasta: result.hasta } };
}
