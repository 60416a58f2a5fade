/** Items of a JSON array as a few large pieces of text (joined a thousand at a time). */
const ITEMS_PER_PIECE = 1_000;

export function arrayPieces(items: readonly string[]): string[] {
  if (items.length === 0) return ['[]'];
  const pieces: string[] = [];
  for (let i = 0; i < items.length; i += ITEMS_PER_PIECE) {
    const joined = items.slice(i, i + ITEMS_PER_PIECE).join(',');
    pieces.push(`${i === 0 ? '[' : ','}${joined}`);
  }
  pieces.push(']');
  return pieces;
}
