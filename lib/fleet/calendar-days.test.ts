import { describe, expect, it } from 'vitest';
import { checkDay, daysFrom, shiftDay } from './calendar-days';

describe('calendar days', () => {
  it('lists every day across a month end, both ends included', () => {
    expect(daysFrom('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('shifts across a year end and a leap day', () => {
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-03-11', -90)).toBe('2025-12-11');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => checkDay('2026-02-30')).toThrow(RangeError);
    expect(() => shiftDay('ayer', 1)).toThrow(RangeError);
  });
});
