import { describe, expect, it } from 'vitest';
import { CATEGORIAS } from '@/lib/fleet/catalog';
import { CATEGORY_PALETTE, categoryColor, categoryStyle } from './category-palette';
import { STATUS_COLOR } from './vehicle-status';

type Rgb = [number, number, number];
type Lab = [number, number, number];

const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as Rgb;
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(rgb(a).map(linear) as Rgb), luminance(rgb(b).map(linear) as Rgb)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
/** The colour at `alpha` over white, as CategoryIcon draws its background. */
const overWhite = (hex: string, alpha: number) => `#${rgb(hex).map((c) => Math.round((alpha * c + 1 - alpha) * 255).toString(16).padStart(2, '0')).join('')}`;

function lab([r, g, b]: Rgb): Lab {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
/** Colour vision deficiency of full severity, in linear RGB (Machado, Oliveira & Fernandes 2009). */
const VISION: Record<string, number[][]> = {
  normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
};
const seenAs = (hex: string, m: number[][]): Lab => {
  const c = rgb(hex).map(linear);
  return lab(m.map((row) => Math.min(1, Math.max(0, row[0]! * c[0]! + row[1]! * c[1]! + row[2]! * c[2]!))) as Rgb);
};
const rad = (deg: number) => (deg * Math.PI) / 180;
/** CIEDE2000 colour difference: about 2 is just noticeable, over 10 reads as another colour. */
function deltaE2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const [a1p, a2p] = [(1 + g) * a1, (1 + g) * a2];
  const [c1, c2] = [Math.hypot(a1p, b1), Math.hypot(a2p, b2)];
  const hue = (b: number, a: number) => ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  const [h1, h2] = [hue(b1, a1p), hue(b2, a2p)];
  let dh = h2 - h1;
  if (c1 * c2 === 0) dh = 0;
  else if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin(rad(dh / 2));
  const lBar = (l1 + l2) / 2;
  const cpBar = (c1 + c2) / 2;
  const hBar = c1 * c2 === 0 ? h1 + h2 : Math.abs(h1 - h2) > 180 ? (h1 + h2 + 360) / 2 : (h1 + h2) / 2;
  const t = 1 - 0.17 * Math.cos(rad(hBar - 30)) + 0.24 * Math.cos(rad(2 * hBar)) + 0.32 * Math.cos(rad(3 * hBar + 6)) - 0.2 * Math.cos(rad(4 * hBar - 63));
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sc = 1 + 0.045 * cpBar;
  const sh = 1 + 0.015 * cpBar * t;
  const rt = -Math.sin(rad(60 * Math.exp(-(((hBar - 275) / 25) ** 2)))) * 2 * Math.sqrt(cpBar ** 7 / (cpBar ** 7 + 25 ** 7));
  return Math.sqrt(((l2 - l1) / sl) ** 2 + ((c2 - c1) / sc) ** 2 + (dH / sh) ** 2 + rt * ((c2 - c1) / sc) * (dH / sh));
}

const colors = CATEGORIAS.map((c) => [c.id, CATEGORY_PALETTE[c.id].color] as const);
const pairs = colors.flatMap((a, i) => colors.slice(i + 1).map((b) => [a, b] as const));
// The offline basemap's land and water (components/map/offline-style.ts).
const LAND = '#f4f2ec';
const WATER = '#cddfea';

describe('the category palette', () => {
  it('has a look for every category of the catalog, and draws an unknown one as "otros"', () => {
    expect(Object.keys(CATEGORY_PALETTE).sort()).toEqual(CATEGORIAS.map((c) => c.id).sort());
    expect(categoryColor('teletransporte')).toBe(CATEGORY_PALETTE.otros.color);
    expect(categoryStyle('conduccion')).toEqual(CATEGORY_PALETTE.conduccion);
    expect(categoryStyle('teletransporte')).toEqual(CATEGORY_PALETTE.otros);
  });

  it.each(colors)('%s is legible as text on white, and as a mark on the map and on its own tint', (_, color) => {
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color, LAND)).toBeGreaterThanOrEqual(3);
    expect(contrast(color, WATER)).toBeGreaterThanOrEqual(3);
    expect(contrast(color, overWhite(color, 0x1f / 255))).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries({ normal: 15, deuteranopia: 8, protanopia: 8 }))('keeps every two categories apart for %s vision', (vision, least) => {
    const m = VISION[vision]!;
    for (const [[idA, a], [idB, b]] of pairs) expect(deltaE2000(seenAs(a, m), seenAs(b, m)), `${idA} / ${idB}`).toBeGreaterThanOrEqual(least);
  });

  it('takes no vehicle status colour, so that an event marker is not read as a vehicle', () => {
    const statuses = new Set(Object.values(STATUS_COLOR));
    for (const [id, color] of colors) expect(statuses.has(color), id).toBe(false);
  });
});
