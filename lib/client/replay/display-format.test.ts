import { describe, expect, it } from 'vitest';
import { formatDayTime, formatDuration, formatKm, formatSpeed } from './display-format';

const t = Date.parse('2026-11-23T01:05:09Z');

describe('display formats', () => {
  it('write Argentina time whatever the process zone', () => {
    expect(formatDayTime(t)).toBe('22/11 22:05');
  });

  it('write durations in hours and minutes', () => {
    expect(formatDuration(40_000)).toBe('40 s');
    expect(formatDuration(12 * 60_000 + 59_000)).toBe('12 min');
    expect(formatDuration(125 * 60_000)).toBe('2 h 05 min');
  });

  it('write quantities the Argentine way', () => {
    expect(formatKm(1234.56)).toBe('1.234,6 km');
    expect(formatSpeed(87)).toBe('87 km/h');
    expect(formatSpeed(null)).toBe('sin dato');
  });
});
