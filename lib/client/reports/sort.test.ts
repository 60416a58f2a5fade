import { describe, expect, it } from 'vitest';
import { nextSort, parseSort, sortReportRows, sortToParam } from './sort';

describe('sortReportRows', () => {
  const rows = [
    { id: 'a', km: 10, name: 'Zárate' },
    { id: 'b', km: null, name: 'avellaneda' },
    { id: 'c', km: 200, name: 'Ávila' },
    { id: 'd', km: 10, name: 'bahía' },
  ];
  it('sorts numbers numerically, missing values last in both directions, ties in given order', () => {
    expect(sortReportRows(rows, (r) => r.km, false).map((r) => r.id)).toEqual(['a', 'd', 'c', 'b']);
    expect(sortReportRows(rows, (r) => r.km, true).map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
  });
  it('sorts text in Spanish order, ignoring case and accents', () => {
    expect(sortReportRows(rows, (r) => r.name, false).map((r) => r.name)).toEqual(['avellaneda', 'Ávila', 'bahía', 'Zárate']);
  });
});

describe('sort params', () => {
  const fallback = { column: 'km', desc: true };
  it('reads a known column and falls back for an unknown one', () => {
    expect(parseSort('vehiculo:asc', ['vehiculo', 'km'], fallback)).toEqual({ column: 'vehiculo', desc: false });
    expect(parseSort('fecha:asc', ['vehiculo', 'km'], fallback)).toBe(fallback);
    expect(sortToParam({ column: 'km', desc: true })).toBe('km:desc');
  });
  it('flips the sorted column and starts a new one in its first direction', () => {
    expect(nextSort(fallback, 'km', true)).toEqual({ column: 'km', desc: false });
    expect(nextSort(fallback, 'vehiculo', false)).toEqual({ column: 'vehiculo', desc: false });
  });
});
