/**
 * Appends JSON text to a growing UTF-8 buffer. Events are written piece by piece: text known
 * to be ASCII (ids, dates, numbers) is copied a character at a time, parts that repeat are
 * copied as bytes encoded once, and only free text goes through the UTF-8 encoder. Building
 * each event as a string and encoding it would cost as much again as making it.
 */
export class Utf8Writer {
  private buffer: Buffer = Buffer.allocUnsafeSlow(1 << 20);
  length = 0;

  /** Starts over; what was written must have been copied away first. */
  reset(): void {
    this.length = 0;
  }

  /** `text` must be ASCII. */
  ascii(text: string): void {
    this.reserve(text.length);
    const { buffer } = this;
    let at = this.length;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.length = at;
  }

  bytes(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  text(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.reserve(3 * text.length);
    this.length += this.buffer.write(text, this.length);
  }

  written(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafeSlow(Math.max(this.length + bytes, 2 * this.buffer.length));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
}
