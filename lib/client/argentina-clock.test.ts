import { describe, expect, it } from 'vitest';
import { formatApiDateTime } from '@/lib/fleet/time';
import { formatArgentinaClock, formatArgentinaDateTime, formatArgentinaMoment } from './argentina-clock';

describe('Argentina clock', () => {
  const instant = Date.parse('2026-11-22T12:56:42Z');

  it('shows UTC−3 whatever the process zone', () => {
    expect(formatArgentinaClock(instant)).toBe('09:56:42');
    expect(formatArgentinaDateTime(instant)).toBe('22/11/2026 09:56:42');
  });

  it('leaves out the date only for today in Argentina', () => {
    expect(formatArgentinaMoment(instant, Date.parse('2026-11-22T20:00:00Z'))).toBe('09:56:42');
    // 01:00 UTC on the 23rd is still the 22nd in Argentina.
    expect(formatArgentinaMoment(instant, Date.parse('2026-11-23T01:00:00Z'))).toBe('09:56:42');
    expect(formatArgentinaMoment(instant, Date.parse('2026-11-23T04:00:00Z'))).toBe('22/11/2026 09:56');
  });
});

describe('Argentina clock against lib/fleet/time', () => {
  it('agrees with the API formatter on every hour of a day, across the date line', () => {
    for (let h = 0; h < 48; h++) {
      const instant = Date.parse('2026-12-31T00:00:00Z') + h * 3_600_000 + 7_000;
      const api = formatApiDateTime(instant); // 2026-12-31T21:00:07-03:00
      const [date, time] = api.slice(0, 19).split('T');
      const [y, m, d] = date!.split('-');
      expect(formatArgentinaDateTime(instant)).toBe(`${d}/${m}/${y} ${time}`);
    }
  });
});
