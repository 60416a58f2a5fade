import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseCoding, encode } from './content-coding';

describe('chooseCoding', () => {
  it.each([
    [null, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate, identity', 'identity'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['gzip;q=0', 'identity'],
  ])('%j → %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});

describe('encode', () => {
  it('gives bytes the browser decodes back to the body', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ datos: Array.from({ length: 200 }, (_, i) => ({ i })) }));
    expect(zlib.brotliDecompressSync(await encode(body, 'br'))).toEqual(Buffer.from(body));
    expect(zlib.gunzipSync(await encode(body, 'gzip'))).toEqual(Buffer.from(body));
  });
});
