import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RANGE_MS,
  HISTORY_WINDOW_MS,
  MAX_RANGE_MS,
  apiDateTimeParamSchema,
  resolveRange,
  splitRange,
} from './range';

const now = Date.parse('2026-11-22T12:00:00Z');
const hour = 3_600_000;
const day = 24 * hour;

describe('resolveRange', () => {
  it('defaults hasta to now and desde to 24 h before hasta', () => {
    expect(resolveRange({}, now)).toEqual({ ok: true, desde: now - DEFAULT_RANGE_MS, hasta: now });
    expect(resolveRange({ hasta: now - day }, now)).toEqual({
      ok: true,
      desde: now - 2 * day,
      hasta: now - day,
    });
  });

  it('rejects desde after hasta', () => {
    expect(resolveRange({ desde: now, hasta: now - 1 }, now)).toMatchObject({ ok: false, codigo: 'rango_invalido' });
  });

  it('accepts exactly 7 days and rejects one millisecond more', () => {
    expect(resolveRange({ desde: now - MAX_RANGE_MS, hasta: now }, now).ok).toBe(true);
    expect(resolveRange({ desde: now - MAX_RANGE_MS - 1, hasta: now }, now)).toMatchObject({ ok: false });
  });

  it('rejects a range that starts more than 90 days ago', () => {
    expect(resolveRange({ desde: now - HISTORY_WINDOW_MS, hasta: now - HISTORY_WINDOW_MS + day }, now).ok).toBe(true);
    expect(resolveRange({ desde: now - HISTORY_WINDOW_MS - 1, hasta: now - 85 * day }, now)).toMatchObject({
      ok: false,
    });
  });

  it('lets a gateway lift the 7-day cap but never the 90-day window', () => {
    const unbounded = { maxRangeMs: Infinity };
    expect(resolveRange({ desde: now - 60 * day }, now, unbounded)).toMatchObject({ ok: true });
    expect(resolveRange({ desde: now - 91 * day }, now, unbounded)).toMatchObject({ ok: false });
  });
});

describe('splitRange', () => {
  it('keeps a short range whole', () => {
    expect(splitRange({ desde: 0, hasta: day })).toEqual([{ desde: 0, hasta: day }]);
  });

  it('splits 90 days into 13 consecutive parts of at most 7 days', () => {
    const parts = splitRange({ desde: now - 90 * day, hasta: now });
    expect(parts).toHaveLength(13);
    expect(parts[0]?.desde).toBe(now - 90 * day);
    expect(parts.at(-1)?.hasta).toBe(now);
    for (const [i, p] of parts.entries()) {
      expect(p.hasta - p.desde).toBeLessThanOrEqual(MAX_RANGE_MS);
      if (i > 0) expect(p.desde).toBe(parts[i - 1]?.hasta);
    }
  });

  it('answers one empty part for an empty range', () => {
    expect(splitRange({ desde: 5, hasta: 5 })).toEqual([{ desde: 5, hasta: 5 }]);
  });
});

describe('apiDateTimeParamSchema', () => {
  it('turns a valid value into epoch ms and explains a bad one', () => {
    expect(apiDateTimeParamSchema.parse('2026-11-22')).toBe(Date.parse('2026-11-22T03:00:00Z'));
    const bad = apiDateTimeParamSchema.safeParse('mañana');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('fecha inválida');
  });
});
