import { describe, expect, it } from 'vitest';
import { resolveRangeChoice } from './range-presets';

// 22/11/2026 10:00 in Argentina.
const now = Date.parse('2026-11-22T10:00:00-03:00');
const DAY = 86_400_000;

describe('resolveRangeChoice', () => {
  it('turns presets into instants at the moment of asking', () => {
    expect(resolveRangeChoice({ rango: '24h' }, now)).toEqual({ ok: true, range: { desde: now - DAY, hasta: now } });
    expect(resolveRangeChoice({ rango: 'hoy' }, now)).toEqual({
      ok: true,
      range: { desde: Date.parse('2026-11-22T00:00:00-03:00'), hasta: now },
    });
    expect(resolveRangeChoice({ rango: 'ayer' }, now)).toEqual({
      ok: true,
      range: { desde: Date.parse('2026-11-21T00:00:00-03:00'), hasta: Date.parse('2026-11-22T00:00:00-03:00') },
    });
  });

  it('keeps the 90-day preset inside the window the API holds', () => {
    const choice = resolveRangeChoice({ rango: '90d' }, now);
    expect(choice.ok && now - choice.range.desde).toBeLessThan(90 * DAY);
    expect(choice.ok && now - choice.range.desde).toBeGreaterThan(89.9 * DAY);
  });

  it('reads custom dates without offset as Argentina time and accepts any length within 90 days', () => {
    expect(resolveRangeChoice({ rango: 'personalizado', desde: '2026-09-01T00:00', hasta: '2026-11-20T18:30' }, now)).toEqual({
      ok: true,
      range: { desde: Date.parse('2026-09-01T03:00:00Z'), hasta: Date.parse('2026-11-20T21:30:00Z') },
    });
  });

  it('rejects, before any request, what the API would reject', () => {
    const rejects = (desde: string, hasta: string) => resolveRangeChoice({ rango: 'personalizado', desde, hasta }, now).ok;
    expect(rejects('2026-08-01T00:00', '2026-08-10T00:00')).toBe(false);
    expect(rejects('2026-11-20T00:00', '2026-11-19T00:00')).toBe(false);
    expect(rejects('2026-11-20T00:00', '2026-11-20T00:00')).toBe(false);
    expect(rejects('2026-11-20T00:00', '2026-11-25T00:00')).toBe(false);
    expect(rejects('ayer', '2026-11-20T00:00')).toBe(false);
    expect(resolveRangeChoice({ rango: 'personalizado' }, now)).toEqual({ ok: false, problem: 'missing' });
  });

  it('names the rule a range breaks, for the catalogue to explain', () => {
    const problem = (desde: string, hasta: string) => {
      const choice = resolveRangeChoice({ rango: 'personalizado', desde, hasta }, now);
      return choice.ok ? null : choice.problem;
    };
    expect(problem('2026-08-01T00:00', '2026-08-10T00:00')).toBe('tooOld');
    expect(problem('2026-11-20T00:00', '2026-11-19T00:00')).toBe('order');
    expect(problem('2026-11-20T00:00', '2026-11-25T00:00')).toBe('future');
    expect(problem('ayer', '2026-11-20T00:00')).toBe('startInvalid');
  });
});
