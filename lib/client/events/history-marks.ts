/**
 * User Timing marks around the history: when data arrives and when the table shows it. They
 * appear in the browser's performance panel and are what `npm run bench:events` measures.
 */
export const HISTORY_MARKS = {
  data: 'flota:eventos:datos',
  end: 'flota:eventos:fin',
  table: 'flota:eventos:tabla',
} as const;

export function markHistory(name: (typeof HISTORY_MARKS)[keyof typeof HISTORY_MARKS], filas: number): void {
  performance.mark(name, { detail: { filas } });
}
