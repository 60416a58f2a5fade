import { describe, expect, it } from 'vitest';
import { formatDateTimeText, parseDateTimeText, withDay } from './date-time-text';

const at = (iso: string) => Date.parse(iso);

describe('parseDateTimeText', () => {
  it('reads Spanish day/month/year and the 24-hour clock as Argentina time', () => {
    expect(parseDateTimeText('27/11/2026 02:44', 'es-AR')).toEqual({ ok: true, epochMs: at('2026-11-27T02:44:00-03:00') });
    expect(parseDateTimeText(' 7/3/2026 14:05 ', 'es-AR')).toEqual({ ok: true, epochMs: at('2026-03-07T14:05:00-03:00') });
    expect(parseDateTimeText('10/03/2026', 'es-AR', '12:00')).toEqual({ ok: true, epochMs: at('2026-03-10T12:00:00-03:00') });
  });

  it('reads English month/day/year with AM/PM, or a 24-hour time', () => {
    expect(parseDateTimeText('11/27/2026, 2:44 AM', 'en')).toEqual({ ok: true, epochMs: at('2026-11-27T02:44:00-03:00') });
    expect(parseDateTimeText('11/27/2026 2:44 pm', 'en')).toEqual({ ok: true, epochMs: at('2026-11-27T14:44:00-03:00') });
    expect(parseDateTimeText('3/10/2026 12:00 AM', 'en')).toEqual({ ok: true, epochMs: at('2026-03-10T00:00:00-03:00') });
    expect(parseDateTimeText('3/10/2026 12:30 PM', 'en')).toEqual({ ok: true, epochMs: at('2026-03-10T12:30:00-03:00') });
    expect(parseDateTimeText('03/10/2026 18:30', 'en')).toEqual({ ok: true, epochMs: at('2026-03-10T18:30:00-03:00') });
  });

  it('tells an impossible date apart from a badly written one', () => {
    expect(parseDateTimeText('31/02/2026 08:00', 'es-AR')).toEqual({ ok: false, problem: 'noSuchDay', day: 31, month: 2, year: 2026, daysInMonth: 28 });
    expect(parseDateTimeText('02/30/2028 8:00 AM', 'en')).toMatchObject({ problem: 'noSuchDay', daysInMonth: 29 });
    expect(parseDateTimeText('10/13/2026 08:00', 'es-AR')).toEqual({ ok: false, problem: 'noSuchMonth', month: 13 });
    expect(parseDateTimeText('10/03/2026 24:00', 'es-AR')).toEqual({ ok: false, problem: 'noSuchTime' });
    expect(parseDateTimeText('3/10/2026 13:00 PM', 'en')).toEqual({ ok: false, problem: 'noSuchTime' });
    expect(parseDateTimeText('mañana', 'es-AR')).toEqual({ ok: false, problem: 'format' });
    expect(parseDateTimeText('2026-03-10 08:00', 'es-AR')).toEqual({ ok: false, problem: 'format' });
    expect(parseDateTimeText('   ', 'es-AR')).toBeNull();
  });

  it('reads what it writes, in both languages', () => {
    for (const iso of ['2026-03-10T00:00:00-03:00', '2026-03-10T12:00:00-03:00', '2026-12-31T23:59:00-03:00']) {
      for (const locale of ['es-AR', 'en'] as const) {
        const text = formatDateTimeText(at(iso), locale);
        expect(parseDateTimeText(text, locale)).toEqual({ ok: true, epochMs: at(iso) });
      }
    }
    expect(formatDateTimeText(at('2026-03-10T00:05:00-03:00'), 'es-AR')).toBe('10/03/2026 00:05');
    expect(formatDateTimeText(at('2026-03-10T00:05:00-03:00'), 'en')).toBe('03/10/2026, 12:05 AM');
  });

  it('writes and reads whole days without a time, and refuses one typed', () => {
    expect(formatDateTimeText(at('2026-03-10T00:00:00-03:00'), 'es-AR', true)).toBe('10/03/2026');
    expect(formatDateTimeText(at('2026-03-10T00:00:00-03:00'), 'en', true)).toBe('03/10/2026');
    expect(parseDateTimeText('10/03/2026', 'es-AR', '00:00', true)).toEqual({ ok: true, epochMs: at('2026-03-10T00:00:00-03:00') });
    expect(parseDateTimeText('10/03/2026 08:00', 'es-AR', '00:00', true)).toEqual({ ok: false, problem: 'format' });
    expect(withDay('10/03/2026', '2026-03-02', 'es-AR', '00:00', true)).toBe('02/03/2026');
  });
});

describe('withDay', () => {
  it('puts a picked day into the text, keeping the time typed', () => {
    expect(withDay('10/03/2026 14:30', '2026-03-02', 'es-AR')).toBe('02/03/2026 14:30');
    expect(withDay('', '2026-03-02', 'en', '23:59')).toBe('03/02/2026, 11:59 PM');
  });
});
