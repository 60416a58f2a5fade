import type { EventSelection } from './event-selection';

/** Pieces of the answer: large enough that writing them costs little, small enough to stream. */
const PIECE_BYTES = 256 * 1024;
const OPEN = '['.charCodeAt(0);
const COMMA = ','.charCodeAt(0);
const CLOSE = ']'.charCodeAt(0);

/**
 * A JSON array of events as pieces of UTF-8 text ready to be written, made of one selection
 * or of several in turn (the days of a query, each in the API's order). Each piece is valid
 * until the next one is asked for: the same buffer is filled again (`http/answer.ts`).
 */
export class EventArrayText {
  private piece = Buffer.allocUnsafeSlow(PIECE_BYTES);
  private used = 1;
  private listed = 0;

  constructor() {
    this.piece[0] = OPEN;
  }

  /** Appends the selection's events in its order; yields the pieces that fill up on the way. */
  *add(found: EventSelection): Generator<Uint8Array> {
    const order = found.ordered();
    for (let n = 0; n < order.length; n++) {
      const day = found.dayAt(order[n]!);
      const row = found.rowAt(order[n]!);
      const start = day.start(row);
      const end = day.ends[row]!;
      // Room for the comma before it and the bracket after it.
      if (this.used + end - start + 2 > this.piece.length) {
        yield this.piece.subarray(0, this.used);
        if (end - start + 2 > this.piece.length) this.piece = Buffer.allocUnsafeSlow(end - start + 2);
        this.used = 0;
      }
      if (this.listed++ > 0) this.piece[this.used++] = COMMA;
      // A view made as a whole costs far less than `subarray` or a loop over the bytes.
      this.piece.set(new Uint8Array(day.text.buffer, day.text.byteOffset + start, end - start), this.used);
      this.used += end - start;
    }
  }

  /** The last piece, with the closing bracket. */
  close(): Uint8Array {
    this.piece[this.used++] = CLOSE;
    return this.piece.subarray(0, this.used);
  }
}
