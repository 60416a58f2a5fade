/**
 * RFC 4180 CSV: a field holding a comma, a quote, a line break or edge spaces is quoted, with
 * inner quotes doubled; lines end in CRLF, which is what spreadsheets expect.
 */
export function escapeCsvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(escapeCsvField).join(',')).join('\r\n') + '\r\n';
}
