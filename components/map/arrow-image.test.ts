import { describe, expect, it } from 'vitest';
import { drawArrowImage } from './arrow-image';

const image = drawArrowImage(2);
/** The pixel under a point of the arrow's 14 × 14 grid. */
function pixelAt(x: number, y: number): number[] {
  const at = (Math.floor(y * 2) * image.width + Math.floor(x * 2)) * 4;
  return [...image.data.slice(at, at + 4)];
}

describe('drawArrowImage', () => {
  it('is 14 px a side per pixel ratio, four bytes a pixel', () => {
    expect([image.width, image.height, image.data.length]).toEqual([28, 28, 28 * 28 * 4]);
    expect(drawArrowImage(1).width).toBe(14);
  });

  it('fills the chevron white, opaque, inside its outline', () => {
    expect(pixelAt(7, 5)).toEqual([255, 255, 255, 255]);
  });

  it('outlines it dark and mostly opaque', () => {
    const [r, g, b, a] = pixelAt(4.5, 9.75);
    expect(Math.max(r!, g!, b!)).toBeLessThan(100);
    expect(a).toBeGreaterThan(120);
  });

  it('leaves the corners and the notch under the chevron transparent', () => {
    for (const [x, y] of [[0.2, 0.2], [13.8, 13.8], [7, 10.2], [1, 1]] as const) expect(pixelAt(x, y)[3]).toBe(0);
  });
});
