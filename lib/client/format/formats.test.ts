import { describe, expect, it } from 'vitest';
import { formatApiDateTime } from '@/lib/fleet/time';
import { formatsFor } from './formats';

const es = formatsFor('es-AR');
const en = formatsFor('en');
// Some ICU versions put a narrow no-break space before AM/PM.
const plain = (text: string) => text.replace(/\u202f/g, ' ');

describe('formats', () => {
  const instant = Date.parse('2026-11-27T05:44:12Z');

  it('write Argentina time in each language, whatever the process zone', () => {
    expect(es.dateTime(instant)).toBe('27/11/2026 02:44');
    expect(plain(en.dateTime(instant))).toBe('11/27/2026, 2:44 AM');
    expect(es.dateTimeSeconds(instant)).toBe('27/11/2026 02:44:12');
    expect(plain(en.dateTimeSeconds(instant))).toBe('11/27/2026, 2:44:12 AM');
    expect(es.clock(instant)).toBe('02:44:12');
    expect(plain(en.clock(instant))).toBe('2:44:12 AM');
    expect(es.dayTime(instant)).toBe('27/11 02:44');
    expect(plain(en.dayTime(instant))).toBe('11/27, 2:44 AM');
    expect(es.date(instant)).toBe('27/11/2026');
    expect(en.date(instant)).toBe('11/27/2026');
  });

  it('leave out the date only for today in Argentina', () => {
    const at = Date.parse('2026-11-22T12:56:42Z');
    expect(es.moment(at, Date.parse('2026-11-22T20:00:00Z'))).toBe('09:56:42');
    // 01:00 UTC on the 23rd is still the 22nd in Argentina.
    expect(es.moment(at, Date.parse('2026-11-23T01:00:00Z'))).toBe('09:56:42');
    expect(es.moment(at, Date.parse('2026-11-23T04:00:00Z'))).toBe('22/11/2026 09:56');
    expect(plain(en.moment(at, Date.parse('2026-11-23T04:00:00Z')))).toBe('11/22/2026, 9:56 AM');
  });

  it('agree with the API formatter on every hour of a day, across the date line', () => {
    for (let h = 0; h < 48; h++) {
      const at = Date.parse('2026-12-31T00:00:00Z') + h * 3_600_000 + 7_000;
      const [date, time] = formatApiDateTime(at).slice(0, 19).split('T');
      const [y, m, d] = date!.split('-');
      expect(es.dateTimeSeconds(at)).toBe(`${d}/${m}/${y} ${time}`);
    }
  });

  it('write quantities per language', () => {
    expect(es.km(1234.56)).toBe('1.234,6 km');
    expect(en.km(1234.56)).toBe('1,234.6 km');
    expect(es.speed(87)).toBe('87 km/h');
    expect(es.integer(12345)).toBe('12.345');
    expect(en.integer(12345)).toBe('12,345');
    expect(es.decimal(12.5, 1)).toBe('12,5');
    expect(en.decimal(12.5, 1)).toBe('12.5');
  });

  it('write durations in hours and minutes, elapsed times in the largest unit', () => {
    expect(es.duration(40_000)).toBe('40 s');
    expect(es.duration(12 * 60_000 + 59_000)).toBe('12 min');
    expect(en.duration(125 * 60_000)).toBe('2 h 05 min');
    expect(es.elapsed(4_000)).toBe('4 s');
    expect(es.elapsed(3 * 3_600_000)).toBe('3 h');
    expect(es.elapsed(72 * 3_600_000)).toBe('3 d');
  });
});
