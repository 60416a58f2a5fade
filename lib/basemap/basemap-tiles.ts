import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { BASEMAP_LAYER, BASEMAP_MAX_ZOOM } from './basemap-grid';

/**
 * The offline basemap (`public/basemap/mapa-base.geojson`) cut into Mapbox vector tiles on the
 * server. The browser then loads only the few small tiles in view. Served as one GeoJSON file,
 * MapLibre's single worker had to parse and index all of it before the first tile, and that task
 * (150–330 ms in software) was still running when the vehicles reached the map.
 *
 * The index is built once per process and each tile is encoded once. The options match MapLibre's
 * own GeoJSON tiling: extent 4096, a simplification tolerance of 3, and a 64-unit buffer.
 */
const GEOJSON_FILE = path.join(process.cwd(), 'public', 'basemap', 'mapa-base.geojson');
const TILE_OPTIONS = { maxZoom: BASEMAP_MAX_ZOOM, indexMaxZoom: 4, extent: 4096, tolerance: 3, buffer: 64 };

let index: Promise<GeoJSONVT> | undefined;
const encoded = new Map<string, Uint8Array | null>();

function basemapIndex(): Promise<GeoJSONVT> {
  index ??= readFile(GEOJSON_FILE, 'utf8').then((text) => new GeoJSONVT(JSON.parse(text) as GeoJSON.GeoJSON, TILE_OPTIONS));
  return index;
}

/** The tile's bytes (uncompressed protobuf), or null where the basemap has nothing. */
export async function basemapTile(z: number, x: number, y: number): Promise<Uint8Array | null> {
  const key = `${z}/${x}/${y}`;
  const known = encoded.get(key);
  if (known !== undefined) return known;
  const tile = (await basemapIndex()).getTile(z, x, y);
  const bytes = tile && tile.features.length > 0 ? fromGeojsonVt({ [BASEMAP_LAYER]: tile }, { extent: TILE_OPTIONS.extent, version: 2 }) : null;
  encoded.set(key, bytes);
  return bytes;
}

/** Builds the index ahead of the first map (at server start), so no visitor waits for it. */
export function prepareBasemapTiles(): void {
  void basemapIndex().catch(() => {
    // A missing or broken file fails the tile requests themselves, with their own answer.
    index = undefined;
  });
}
