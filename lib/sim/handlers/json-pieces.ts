/**
 * Items of a JSON array as a few large pieces of text, joined a thousand at a time as they come:
 * each item's text dies young instead of living until the whole array is written, which is most
 * of the garbage collector's work on a route of tens of thousands of points.
 */
const ITEMS_PER_PIECE = 1_000;

export class JsonArrayWriter {
  private readonly pieces: string[] = [];
  private batch: string[] = [];

  add(item: string): void {
    this.batch.push(item);
    if (this.batch.length === ITEMS_PER_PIECE) this.flush();
  }

  /** The array's text, in pieces to be written one after another. */
  finish(): string[] {
    this.flush();
    return this.pieces.length === 0 ? ['[]'] : [...this.pieces, ']'];
  }

  private flush(): void {
    if (this.batch.length === 0) return;
    this.pieces.push(`${this.pieces.length === 0 ? '[' : ','}${this.batch.join(',')}`);
    this.batch = [];
  }
}
