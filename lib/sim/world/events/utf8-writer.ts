/**
 * Appends JSON text to a growing UTF-8 buffer. Events are written piece by piece: text known
 * to be ASCII (ids, dates, numbers) is copied a character at a time, parts that repeat are
 * copied as bytes encoded once, and only free text goes through the UTF-8 encoder. Building
 * each event as a string and encoding it would cost as much again as making it.
 */
const DIGITS = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');
const INT_MAX = 0x7fff_ffff;
const ZERO = '0'.charCodeAt(0);
const MINUS = '-'.charCodeAt(0);
const DOT = '.'.charCodeAt(0);
/**
 * Up to this many bytes are copied by a loop rather than a native call: past it the call's fixed
 * cost (about 30 ns) is below the loop's (about 2.6 ns a byte, measured on Node 20).
 */
const SHORT_BYTES = 12;

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

  /** A whole number ≥ 0 in base 10 or 36 (lowercase, as `Number#toString` writes it), zero-padded to `width`. */
  digits(value: number, base = 10, width = 1): void {
    if (value > INT_MAX) {
      this.bigDigits(value, base, width);
      return;
    }
    if (base === 10) {
      this.decimal(value, width);
      return;
    }
    // Below 2³¹ the divisions stay in integer registers: a week of events writes a million numbers.
    // The width is found by multiplying, which costs a fraction of dividing.
    let needed = 1;
    for (let power = base; power <= value; power *= base) needed++;
    const size = needed > width ? needed : width;
    this.reserve(size);
    const { buffer } = this;
    let rest = value | 0;
    for (let at = this.length + size - 1; at >= this.length; at--) {
      const next = (rest / base) | 0;
      buffer[at] = DIGITS[rest - next * base]!;
      rest = next;
    }
    this.length += size;
  }

  /** `value` (0–99) as two digits. */
  twoDigits(value: number): void {
    this.reserve(2);
    const tens = (value / 10) | 0;
    this.buffer[this.length] = ZERO + tens;
    this.buffer[this.length + 1] = ZERO + value - 10 * tens;
    this.length += 2;
  }

  /**
   * `millionths / 1e6` as `String` writes it, so `String(round6(x))` for x's rounded millionths:
   * a decimal of at most 15 significant digits is the shortest form of its double.
   */
  millionths(millionths: number): void {
    if (millionths < 0) this.byte(MINUS);
    const abs = Math.abs(millionths);
    if (abs > INT_MAX) {
      // Beyond any coordinate: no event writes one.
      this.ascii(String(abs / 1e6));
      return;
    }
    // Whole millionths below 2³¹: integer division and remainder, not floating-point ones (two per event).
    const whole = (abs / 1e6) | 0;
    let fraction = (abs - whole * 1e6) | 0;
    this.decimal(whole, 1);
    if (fraction === 0) return;
    let width = 6;
    while (fraction % 10 === 0) {
      fraction = (fraction / 10) | 0;
      width--;
    }
    this.byte(DOT);
    this.decimal(fraction, width);
  }

  byte(code: number): void {
    this.reserve(1);
    this.buffer[this.length++] = code;
  }

  bytes(bytes: Uint8Array): void {
    const n = bytes.length;
    this.reserve(n);
    if (n > SHORT_BYTES) {
      this.buffer.set(bytes, this.length);
    } else {
      // The separators between fields are a few bytes, where a native call costs more than the loop.
      const { buffer } = this;
      const at = this.length;
      for (let i = 0; i < n; i++) buffer[at + i] = bytes[i]!;
    }
    this.length += n;
  }

  text(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.reserve(3 * text.length);
    this.length += this.buffer.write(text, this.length);
  }

  written(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  /** `digits` in base 10 below 2³¹, where dividing by a constant compiles to a multiplication. */
  private decimal(value: number, width: number): void {
    let needed = 1;
    for (let power = 10; power <= value; power *= 10) needed++;
    const size = needed > width ? needed : width;
    this.reserve(size);
    const { buffer } = this;
    let rest = value | 0;
    for (let at = this.length + size - 1; at >= this.length; at--) {
      const next = (rest / 10) | 0;
      buffer[at] = ZERO + rest - next * 10;
      rest = next;
    }
    this.length += size;
  }

  /** Past 2³¹ (no event's number is), the same digits by floating-point division. */
  private bigDigits(value: number, base: number, width: number): void {
    let needed = 1;
    for (let rest = Math.floor(value / base); rest > 0; rest = Math.floor(rest / base)) needed++;
    const size = Math.max(width, needed);
    this.reserve(size);
    let rest = value;
    for (let at = this.length + size - 1; at >= this.length; at--) {
      const next = Math.floor(rest / base);
      this.buffer[at] = DIGITS[rest - next * base]!;
      rest = next;
    }
    this.length += size;
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafeSlow(Math.max(this.length + bytes, 2 * this.buffer.length));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
}
