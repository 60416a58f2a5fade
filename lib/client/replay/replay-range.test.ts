import { describe, expect, it } from 'vitest';
import { checkReplayRange, countRangeParts, fromDateTimeLocal, presetRange, toDateTimeLocal } from './replay-range';

const now = Date.parse('2026-11-22T10:30:00-03:00');
const day = 86_400_000;

describe('presetRange', () => {
  it('takes Argentina calendar days', () => {
    expect(presetRange('hoy', now)).toEqual({ desde: Date.parse('2026-11-22T00:00:00-03:00'), hasta: now });
    expect(presetRange('ayer', now)).toEqual({
      desde: Date.parse('2026-11-21T00:00:00-03:00'),
      hasta: Date.parse('2026-11-22T00:00:00-03:00'),
    });
    expect(presetRange('ultimas_24h', now)).toEqual({ desde: now - day, hasta: now });
    expect(presetRange('ultimos_7_dias', now)).toEqual({ desde: Date.parse('2026-11-16T00:00:00-03:00'), hasta: now });
  });

  it('uses Argentina days near midnight UTC', () => {
    const lateEvening = Date.parse('2026-11-22T23:30:00-03:00');
    expect(presetRange('hoy', lateEvening).desde).toBe(Date.parse('2026-11-22T00:00:00-03:00'));
  });
});

describe('checkReplayRange', () => {
  it('accepts any length inside the last 90 days', () => {
    expect(checkReplayRange({ desde: now - 60 * day, hasta: now }, now).ok).toBe(true);
  });

  it('explains a reversed range and one starting more than 90 days ago', () => {
    expect(checkReplayRange({ desde: now, hasta: now - 1 }, now)).toEqual({ ok: false, problem: 'order' });
    expect(checkReplayRange({ desde: now - 91 * day, hasta: now - 80 * day }, now)).toEqual({ ok: false, problem: 'tooOld' });
  });
});

describe('countRangeParts', () => {
  it('counts the ≤ 7-day parts the gateway asks for', () => {
    expect(countRangeParts({ desde: now - 7 * day, hasta: now })).toBe(1);
    expect(countRangeParts({ desde: now - 7 * day - 1, hasta: now })).toBe(2);
    expect(countRangeParts({ desde: now - 30 * day, hasta: now })).toBe(5);
  });
});

describe('datetime-local values', () => {
  it('are read and written in Argentina time', () => {
    expect(toDateTimeLocal(now)).toBe('2026-11-22T10:30');
    expect(fromDateTimeLocal('2026-11-22T10:30')).toBe(now);
    expect(fromDateTimeLocal('')).toBeNull();
  });
});
