import type { HistoryRow } from './history-row';

export interface SortSpec {
  column: string;
  desc: boolean;
}

/** How a column sorts: by a number, or by a text read in Spanish order. */
export type SortKey = { kind: 'number'; of: (row: HistoryRow) => number } | { kind: 'text'; of: (row: HistoryRow) => string };

const collator = new Intl.Collator('es-AR', { sensitivity: 'base', numeric: true });

/**
 * Sorts by one column, newest first among equals. Keys are computed once per row into typed
 * arrays, and texts are ranked once per distinct value (a thousand vehicles, not a hundred
 * thousand rows), so sorting 100,000 rows compares numbers only.
 */
export function sortRows(rows: readonly HistoryRow[], spec: SortSpec, key: SortKey): HistoryRow[] {
  const keys = key.kind === 'number' ? numberKeys(rows, key.of) : textRanks(rows, key.of);
  const order = new Uint32Array(rows.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const direction = spec.desc ? -1 : 1;
  order.sort((a, b) => {
    const byKey = ((keys[a] as number) - (keys[b] as number)) * direction;
    if (byKey !== 0) return byKey;
    const newer = (rows[b] as HistoryRow).ms - (rows[a] as HistoryRow).ms;
    return newer !== 0 ? newer : a - b;
  });
  return Array.from(order, (index) => rows[index] as HistoryRow);
}

function numberKeys(rows: readonly HistoryRow[], of: (row: HistoryRow) => number): Float64Array {
  const keys = new Float64Array(rows.length);
  rows.forEach((row, i) => (keys[i] = of(row)));
  return keys;
}

function textRanks(rows: readonly HistoryRow[], of: (row: HistoryRow) => string): Uint32Array {
  const texts = rows.map(of);
  const rank = new Map<string, number>([...new Set(texts)].sort(collator.compare).map((text, i) => [text, i]));
  // Texts equal for the collator ("camion", "Camión") share a rank, so they fall back to time.
  let previous: string | undefined;
  let shared = 0;
  for (const [text, i] of rank) {
    if (previous === undefined || collator.compare(previous, text) !== 0) shared = i;
    rank.set(text, shared);
    previous = text;
  }
  return Uint32Array.from(texts, (text) => rank.get(text) as number);
}
