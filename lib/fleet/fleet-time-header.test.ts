import { describe, expect, it } from 'vitest';
import { formatFleetTime } from './fleet-time-header';

describe('formatFleetTime', () => {
  it('states an instant in Argentina time, to the millisecond', () => {
    expect(formatFleetTime(Date.parse('2026-03-11T13:30:00.250Z'))).toBe('2026-03-11T10:30:00.250-03:00');
    expect(formatFleetTime(Date.parse('2026-01-01T02:59:59.999Z'))).toBe('2025-12-31T23:59:59.999-03:00');
  });

  it('stays exact from one answer to the next, within a second and across seconds and days', () => {
    const start = Date.parse('2026-03-11T02:59:58.000Z');
    for (let ms = start; ms < start + 4_000; ms += 7) {
      const expected = `${new Date(ms - 3 * 3_600_000).toISOString().slice(0, 23)}-03:00`;
      expect(formatFleetTime(ms)).toBe(expected);
      expect(formatFleetTime(ms + 0.6)).toBe(expected);
    }
    expect(formatFleetTime(start + 1_000)).toBe('2026-03-10T23:59:59.000-03:00');
    expect(formatFleetTime(start - 86_400_000)).toBe('2026-03-09T23:59:58.000-03:00');
  });
});
