import type { ReportColumn } from './columns';
import { XLSX_WIDTH, xlsxRows, type ExportWords } from './export-cells';

/**
 * The table as an .xlsx file: header row frozen, typed cells, column widths. exceljs (≈1 MB) is
 * imported here, on the click, so no page carries it in its first load.
 */
export async function reportXlsx<T>(sheetName: string, columns: readonly ReportColumn<T>[], rows: readonly T[], words: ExportWords): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: words.header(c as ReportColumn<never>), key: c.id, width: XLSX_WIDTH[c.kind] }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of xlsxRows(columns, rows, words)) {
    const row = sheet.addRow(cells.map((cell) => cell.value));
    cells.forEach((cell, i) => {
      if (cell.numFmt) row.getCell(i + 1).numFmt = cell.numFmt;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
