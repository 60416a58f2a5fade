import { describe, expect, it } from 'vitest';
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
