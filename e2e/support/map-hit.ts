import type { Page } from '@playwright/test';
import type { ScreenPoint } from './map-frame';

/**
 * True when every one of these page points hits the map's canvas: no pin, legend, button or
 * popup over it takes the click there.
 */
export async function allOnCanvas(page: Page, points: readonly ScreenPoint[]): Promise<boolean> {
  return page.evaluate((pts) => pts.every(({ x, y }) => document.elementFromPoint(x, y)?.classList.contains('maplibregl-canvas')), points);
}

/** Sixteen points on a circle around `c`. */
export function ring(c: ScreenPoint, r: number): ScreenPoint[] {
  return Array.from({ length: 16 }, (_, k) => ({ x: c.x + r * Math.cos((k * Math.PI) / 8), y: c.y + r * Math.sin((k * Math.PI) / 8) }));
}

export const apart = (a: ScreenPoint, b: ScreenPoint) => Math.hypot(a.x - b.x, a.y - b.y);

/** Waits until the map's view holds still (the side panel's arrival resizes and refits it). */
export async function viewSettled(page: Page): Promise<boolean> {
  const before = await page.getByTestId('map').getAttribute('data-vista');
  await page.waitForTimeout(700);
  return before === (await page.getByTestId('map').getAttribute('data-vista'));
}
