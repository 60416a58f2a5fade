import type { Page } from '@playwright/test';

/** MapLibre's world is 512 pixels wide at zoom 0. */
const WORLD_PX = 512;

export type MapViewState = { lat: number; lon: number; zoom: number };
export type ScreenPoint = { x: number; y: number };

/** The map's view as MapView writes it in `data-vista` after every camera move. */
export async function mapView(page: Page): Promise<MapViewState> {
  const vista = await page.getByTestId('map').getAttribute('data-vista');
  const [lat, lon, zoom] = (vista ?? '').split(',').map(Number);
  if (lat === undefined || lon === undefined || zoom === undefined || [lat, lon, zoom].some(Number.isNaN)) throw new Error(`sin vista del mapa: ${vista}`);
  return { lat, lon, zoom };
}

/** Web Mercator at zoom 0, in pixels of a 512-pixel world. */
export function worldPixel(lon: number, lat: number): ScreenPoint {
  const y = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return { x: ((lon + 180) / 360) * WORLD_PX, y: ((1 - y / Math.PI) / 2) * WORLD_PX };
}

/**
 * Where the map shows a place, in pixels from the map's top-left corner, computed from the view
 * the page publishes and the map's size (north up: the replay's map does not rotate). Tests
 * check what is drawn on the canvas against this, without a handle on MapLibre.
 */
export async function mapFrame(page: Page): Promise<{ width: number; height: number; zoom: number; project: (lon: number, lat: number) => ScreenPoint }> {
  const box = await page.getByTestId('map').boundingBox();
  if (!box) throw new Error('el mapa no está en pantalla');
  const view = await mapView(page);
  const scale = 2 ** view.zoom;
  const centre = worldPixel(view.lon, view.lat);
  return {
    width: box.width,
    height: box.height,
    zoom: view.zoom,
    project: (lon, lat) => {
      const p = worldPixel(lon, lat);
      return { x: box.width / 2 + (p.x - centre.x) * scale, y: box.height / 2 + (p.y - centre.y) * scale };
    },
  };
}
