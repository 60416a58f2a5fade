/**
 * The offline basemap's vector tiles, as both the server that cuts them and the style that draws
 * them see them. Client-safe (no data, no server code).
 */

/** The tiles' one layer, which every basemap style layer reads as its `source-layer`. */
export const BASEMAP_LAYER = 'mapa-base';

/** Zoom of the most detailed tiles: the data is rounded to 0.001°, which a z8 tile already resolves. MapLibre overzooms beyond. */
export const BASEMAP_MAX_ZOOM = 8;

/** What the basemap covers (west, south, east, north): Argentina and its neighbours. No tile is asked for outside it. */
export const BASEMAP_BOUNDS: [number, number, number, number] = [-82, -56.5, -34, -13];

/** Path of a tile, `{z}/{x}/{y}` as MapLibre fills them in. */
export const BASEMAP_TILES_PATH = '/mapa-base/{z}/{x}/{y}';
