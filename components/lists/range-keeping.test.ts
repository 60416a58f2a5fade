import { describe, expect, it } from 'vitest';
import { rangeKeeping } from './range-keeping';

const range = { startIndex: 10, endIndex: 14, overscan: 2, count: 100 };

describe('rangeKeeping', () => {
  it('is the virtualiser’s own range, with its overscan, when nothing is kept', () => {
    expect(rangeKeeping(range, [])).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(rangeKeeping(range, [null])).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('adds each kept span, far from the view or overlapping it, in order and once', () => {
    expect(rangeKeeping(range, [[60, 62], [15, 18], null, [0, 1]])).toEqual([0, 1, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 60, 61, 62]);
  });

  it('leaves out the indexes a span names beyond the list', () => {
    expect(rangeKeeping({ ...range, count: 20 }, [[-1, 0], [19, 21]])).toEqual([0, 8, 9, 10, 11, 12, 13, 14, 15, 16, 19]);
  });
});
