import { describe, expect, it } from 'vitest';
import type { ReportColumn } from './columns';
import { csvCell, reportCsv, reportFilename, xlsxCell, xlsxRows } from './export-cells';

const at = Date.parse('2026-03-01T22:30:00-03:00');

describe('csvCell', () => {
  it('writes durations as decimal hours, instants in Argentina time, numbers with a point', () => {
    expect(csvCell('duration', 5_400_000)).toBe('1.5');
    expect(csvCell('dateTime', at)).toBe('2026-03-01T22:30:00-03:00');
    expect(csvCell('km', 1234.567)).toBe('1234.57');
    expect(csvCell('integer', 7)).toBe('7');
    expect(csvCell('speed', null)).toBe('');
  });
});

describe('xlsxCell', () => {
  it('stores an instant as the Argentina wall clock, even past UTC midnight', () => {
    const cell = xlsxCell('dateTime', at);
    expect(cell.value).toEqual(new Date('2026-03-01T22:30:00Z'));
    expect(cell.numFmt).toBe('dd/mm/yyyy hh:mm');
  });
  it('stores durations as Excel days shown in hours, days as dates, numbers as numbers', () => {
    expect(xlsxCell('duration', 90 * 3_600_000)).toEqual({ value: 3.75, numFmt: '[h]:mm' });
    expect(xlsxCell('day', '2026-03-01')).toEqual({ value: new Date('2026-03-01T00:00:00Z'), numFmt: 'dd/mm/yyyy' });
    expect(xlsxCell('km', 12.345)).toEqual({ value: 12.35, numFmt: '#,##0.0' });
    expect(xlsxCell('text', 'Camión')).toEqual({ value: 'Camión' });
    expect(xlsxCell('integer', null)).toEqual({ value: null });
  });
});

describe('report exports', () => {
  interface Row {
    name: string;
    ms: number;
    lat: number;
    lon: number;
  }
  const columns: ReportColumn<Row>[] = [
    { id: 'vehiculo', kind: 'text', value: (r) => r.name, width: '1fr' },
    { id: 'duracion', kind: 'duration', value: (r) => r.ms, width: '1fr' },
    { id: 'lugar', kind: 'place', value: () => null, point: (r) => ({ latitud: r.lat, longitud: r.lon }), width: '1fr' },
  ];
  const words = { header: (c: { id: string }) => c.id.toUpperCase(), place: (lat: number, lon: number) => `cerca de ${lat},${lon}` };
  const rows: Row[] = [{ name: 'Camión, 1', ms: 1_800_000, lat: -34.6, lon: -58.4 }];

  it('writes a header row, quoted fields and place names', () => {
    expect(reportCsv(columns, rows, words)).toBe('VEHICULO,DURACION,LUGAR\r\n"Camión, 1",0.5,"cerca de -34.6,-58.4"\r\n');
  });
  it('types every sheet cell by its column', () => {
    expect(xlsxRows(columns, rows, words)).toEqual([[{ value: 'Camión, 1' }, { value: 1_800_000 / 86_400_000, numFmt: '[h]:mm' }, { value: 'cerca de -34.6,-58.4' }]]);
  });
  it('names files by report and range', () => {
    expect(reportFilename('resumen', '2026-03-01', '2026-03-07', 'xlsx')).toBe('flota-resumen-2026-03-01_2026-03-07.xlsx');
  });
});
