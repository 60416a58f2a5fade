import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportColumn } from './columns';
import { reportXlsx } from './xlsx-export';

interface Row {
  name: string;
  km: number;
  ms: number;
  at: number;
}

const columns: ReportColumn<Row>[] = [
  { id: 'vehiculo', kind: 'text', value: (r) => r.name, width: '1fr' },
  { id: 'km', kind: 'km', value: (r) => r.km, width: '1fr' },
  { id: 'conduccion', kind: 'duration', value: (r) => r.ms, width: '1fr' },
  { id: 'inicio', kind: 'dateTime', value: (r) => r.at, width: '1fr' },
];
const words = { header: (c: { id: string }) => `H ${c.id}`, place: () => '' };

describe('reportXlsx', () => {
  it('writes a sheet with a frozen bold header, widths and typed cells that Excel reads back', async () => {
    const blob = await reportXlsx('Resumen', columns, [{ name: 'Camión 1', km: 120.25, ms: 5_400_000, at: Date.parse('2026-03-01T22:30:00-03:00') }], words);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const sheet = book.getWorksheet('Resumen');
    expect(sheet).toBeDefined();
    expect(sheet!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet!.getRow(1).values).toEqual([undefined, 'H vehiculo', 'H km', 'H conduccion', 'H inicio']);
    expect(sheet!.getRow(1).font?.bold).toBe(true);
    expect(sheet!.getColumn(4).width).toBe(18);
    const row = sheet!.getRow(2);
    expect(row.getCell(1).value).toBe('Camión 1');
    expect(row.getCell(2).value).toBe(120.25);
    // 1 h 30 min is the number 0.0625 (days); exceljs reads any time-formatted number back as a Date from Excel's day 0.
    expect(row.getCell(3).value).toEqual(new Date('1899-12-30T01:30:00Z'));
    expect(row.getCell(3).numFmt).toBe('[h]:mm');
    expect(row.getCell(4).value).toEqual(new Date('2026-03-01T22:30:00Z'));
    expect(row.getCell(4).numFmt).toBe('dd/mm/yyyy hh:mm');
  });
});
