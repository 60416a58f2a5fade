/**
 * A JSON array's text in pieces of a thousand items, each piece made only when the previous one
 * has been written: the items' text dies young and the whole array never sits in memory.
 */
const ITEMS_PER_PIECE = 1_000;

export function* jsonArrayPieces(count: number, item: (i: number) => string): Generator<string> {
  if (count === 0) {
    yield '[]';
    return;
  }
  for (let start = 0; start < count; start += ITEMS_PER_PIECE) {
    const batch: string[] = [];
    for (let i = start; i < Math.min(count, start + ITEMS_PER_PIECE); i++) batch.push(item(i));
    yield `${start === 0 ? '[' : ','}${batch.join(',')}`;
  }
  yield ']';
}
