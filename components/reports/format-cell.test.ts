import { describe, expect, it } from 'vitest';
import { formatsFor } from '@/lib/client/format/formats';
import { formatCell } from './ReportCell';

describe('formatCell', () => {
  const es = formatsFor('es-AR');
  it('writes each kind in the page language and Argentina time', () => {
    expect(formatCell('km', 1234.56, es)).toBe('1.234,6 km');
    expect(formatCell('duration', 7_500_000, es)).toBe('2 h 05 min');
    expect(formatCell('dateTime', Date.parse('2026-03-01T23:30:00-03:00'), es)).toBe('01/03/2026 23:30');
    expect(formatCell('day', '2026-03-01', es)).toBe('01/03/2026');
    expect(formatCell('ratio', 0.666, es)).toBe('67 %');
    expect(formatCell('speed', null, es)).toBe('—');
  });
  it('follows the language for numbers', () => {
    expect(formatCell('decimal', 3.25, formatsFor('en'))).toBe('3.3');
  });
});
