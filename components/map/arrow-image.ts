/**
 * The heading arrow drawn over a vehicle's dot: a white chevron with a dark outline, pointing
 * north, rotated by `rumbo` on the map. Its pixels are computed here, not drawn on a canvas: with a
 * GPU, a canvas opens a GPU context and reading it back waits for the GPU, 20 to 60 ms on the way
 * to the vehicles' first draw while the GPU is busy drawing the basemap.
 */
export type ArrowImage = { width: number; height: number; data: Uint8ClampedArray };

type Point = readonly [x: number, y: number];

/** The chevron's corners on a 14 × 14 grid: tip, right foot, notch, left foot. */
const CHEVRON: readonly Point[] = [[7, 1], [12, 11], [7, 8.5], [2, 11]];
/** The outline's colour and opacity (`rgba(17,24,39,0.7)`); the fill is opaque white. */
const OUTLINE = { r: 17, g: 24, b: 39, a: 0.7 };
/** Half the outline's width, on the same grid: it is centred on the edges. */
const HALF_OUTLINE = 0.4;

function isInside(x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = CHEVRON.length - 1; i < CHEVRON.length; j = i++) {
    const [xi, yi] = CHEVRON[i]!;
    const [xj, yj] = CHEVRON[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The distance from a point to the chevron's edges. */
function edgeDistance(x: number, y: number): number {
  let nearest = Infinity;
  for (let i = 0; i < CHEVRON.length; i++) {
    const [ax, ay] = CHEVRON[i]!;
    const [bx, by] = CHEVRON[(i + 1) % CHEVRON.length]!;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    nearest = Math.min(nearest, Math.hypot(x - (ax + t * dx), y - (ay + t * dy)));
  }
  return nearest;
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** The arrow at `pixelRatio` (14 px at 1), as MapLibre's `addImage` takes it: RGBA, not premultiplied. */
export function drawArrowImage(pixelRatio: number): ArrowImage {
  const size = Math.round(14 * pixelRatio);
  const grid = 14 / size;
  const data = new Uint8ClampedArray(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) * grid;
      const y = (py + 0.5) * grid;
      const distance = edgeDistance(x, y);
      // Edges smoothed over one pixel: how much of this pixel the fill and the outline cover.
      const fill = clamp01(0.5 + (isInside(x, y) ? distance : -distance) / grid);
      const line = OUTLINE.a * clamp01(0.5 + (HALF_OUTLINE - distance) / grid);
      const alpha = line + fill * (1 - line);
      if (alpha === 0) continue;
      const white = 255 * fill * (1 - line);
      const at = (py * size + px) * 4;
      data[at] = (OUTLINE.r * line + white) / alpha;
      data[at + 1] = (OUTLINE.g * line + white) / alpha;
      data[at + 2] = (OUTLINE.b * line + white) / alpha;
      data[at + 3] = 255 * alpha;
    }
  }
  return { width: size, height: size, data };
}
