import { describe, expect, it } from 'vitest';
import { round6 } from '../geo';
import { Random } from '../random';
import { Utf8Writer } from './utf8-writer';

const written = (write: (out: Utf8Writer) => void) => {
  const out = new Utf8Writer();
  write(out);
  return Buffer.from(out.written()).toString('utf8');
};

/** The writer stands in for `String(…)` and `JSON.stringify` in every event: it must write the same characters. */
describe('Utf8Writer', () => {
  it('writes coordinates as String(round6(x)) does', () => {
    const random = new Random(7);
    const samples = [0, -0, 1e-7, -1e-7, 5e-7, 1e-6, -1e-6, 0.1, -34.6, -34.617156, -58.5021975, 180, -180, 12.3000004];
    for (let i = 0; i < 20_000; i++) samples.push(random.between(-180, 180));
    for (const x of samples) expect(written((out) => out.millionths(Math.round(x * 1e6)))).toBe(String(round6(x)));
  });

  it('writes whole numbers in base 10 and 36, padded on request', () => {
    for (const n of [0, 7, 35, 36, 99, 1_763_900_000, 2 ** 31 + 5]) {
      expect(written((out) => out.digits(n, 36))).toBe(n.toString(36));
      expect(written((out) => out.digits(n))).toBe(String(n));
    }
    expect(written((out) => out.digits(5, 36, 2))).toBe('05');
    expect(written((out) => out.digits(7, 10, 3))).toBe('007');
  });

  it('encodes free text as UTF-8 and grows past its first megabyte', () => {
    const out = new Utf8Writer();
    const line = JSON.stringify('Exceso de velocidad: 83 km/h (máxima 60 km/h) — ñandú');
    for (let i = 0; i < 30_000; i++) {
      out.text(line);
      out.ascii(',');
    }
    expect(Buffer.from(out.written()).toString('utf8')).toBe(`${line},`.repeat(30_000));
  });
});
