import { describe, expect, it } from 'vitest';
import { overviewTolerance, simplifyLine } from './simplify-line';

describe('simplifyLine', () => {
  it('drops points closer to the line than the tolerance and keeps the corners and ends', () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0.0001],
      [2, -0.0001],
      [3, 0],
      [3, 1],
      [3.00005, 2],
      [3, 3],
    ];
    expect(simplifyLine(line, 0.001)).toEqual([
      [0, 0],
      [3, 0],
      [3, 3],
    ]);
  });

  it('keeps everything with no tolerance, and short lines as they are', () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0.0001],
      [2, 0],
    ];
    expect(simplifyLine(line, 0)).toBe(line);
    expect(simplifyLine(line.slice(0, 2), 1)).toEqual(line.slice(0, 2));
  });

  it('keeps a detour larger than the tolerance', () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0.01],
      [2, 0],
    ];
    expect(simplifyLine(line, 0.001)).toHaveLength(3);
  });

  it('handles a 60,000-point line without recursion', () => {
    const line = Array.from({ length: 60_000 }, (_, i): [number, number] => [i * 1e-4, Math.sin(i / 500) * 0.01]);
    const simple = simplifyLine(line, 1e-5);
    expect(simple.length).toBeLessThan(line.length / 10);
    expect(simple[0]).toEqual(line[0]);
    expect(simple.at(-1)).toEqual(line.at(-1));
  });
});

describe('overviewTolerance', () => {
  it('is a 4,096th of the route’s larger side on the map', () => {
    expect(overviewTolerance([[-60, -35], [-58, -34.9]])).toBeCloseTo(2 / 4096, 8);
    expect(overviewTolerance([[-58, -35], [-58, -35]])).toBe(0);
  });
});
