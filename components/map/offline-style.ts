import type {
  ExpressionSpecification,
  FillLayerSpecification,
  LayerSpecification,
  LineLayerSpecification,
  StyleSpecification,
  SymbolLayerSpecification,
  VectorSourceSpecification,
} from 'maplibre-gl';
import { BASEMAP_BOUNDS, BASEMAP_LAYER, BASEMAP_MAX_ZOOM, BASEMAP_TILES_PATH, COUNTRY_TILES_MAX_ZOOM } from '@/lib/basemap/basemap-grid';

/**
 * The basemap the app serves itself (`public/basemap/`, built by `scripts/build-basemap.ts`): land,
 * water, rivers, country and province borders, province and city names. No `glyphs` URL and no
 * sprite: MapLibre 6 draws text with the browser's own fonts when a style has no `glyphs`, so with
 * this style no request leaves the app's origin.
 *
 * Its features say which layer they belong to (`capa`), and the app cuts them into vector tiles
 * (`app/mapa-base/`): MapLibre's worker decodes the few tiles in view instead of parsing and
 * indexing a whole GeoJSON file first. Tiles that arrive one by one each redraw the map (in software
 * WebGL, a frame costs the page 100 ms or more), so below `DETAIL_FROM_ZOOM`, the country view the
 * live map opens on, the layers read a second source capped at `COUNTRY_TILES_MAX_ZOOM`, where one
 * tile holds all of Argentina: one fetch, one task in the worker, one redraw.
 */
const WATER = '#cddfea';
const LAND = '#f4f2ec';
const LABEL_FONT = ['Noto Sans', 'DejaVu Sans', 'Arial', 'sans-serif'];
const HALO = { 'text-halo-color': 'rgba(255,255,255,0.9)', 'text-halo-width': 1.2 } as const;

const DETAILED = 'mapa-base';
const COUNTRY = 'mapa-base-pais';
/** From this zoom on the layers read the detailed tiles; below it, the country tiles (overzoomed at most twice). */
const DETAIL_FROM_ZOOM = COUNTRY_TILES_MAX_ZOOM + 2;

const capa = (name: string): ExpressionSpecification => ['==', ['get', 'capa'], name];

type BasemapLayer =
  | Omit<FillLayerSpecification, 'source' | 'source-layer'>
  | Omit<LineLayerSpecification, 'source' | 'source-layer'>
  | Omit<SymbolLayerSpecification, 'source' | 'source-layer'>;

/** The layer drawn from the country tiles below `DETAIL_FROM_ZOOM` and from the detailed ones from it on. */
function fromTiles(layer: BasemapLayer): LayerSpecification[] {
  const minzoom = layer.minzoom ?? 0;
  const detailed = { ...layer, source: DETAILED, 'source-layer': BASEMAP_LAYER, minzoom: Math.max(minzoom, DETAIL_FROM_ZOOM) } as LayerSpecification;
  if (minzoom >= DETAIL_FROM_ZOOM) return [detailed];
  const maxzoom = Math.min(layer.maxzoom ?? DETAIL_FROM_ZOOM, DETAIL_FROM_ZOOM);
  return [{ ...layer, id: `${layer.id}-pais`, source: COUNTRY, 'source-layer': BASEMAP_LAYER, maxzoom } as LayerSpecification, detailed];
}

function cityLabels(id: string, filter: ExpressionSpecification, minzoom: number): BasemapLayer {
  return {
    id,
    type: 'symbol',
    minzoom,
    filter: ['all', capa('ciudades'), filter],
    layout: {
      'text-field': ['get', 'name'],
      'text-font': LABEL_FONT,
      'text-size': ['interpolate', ['linear'], ['zoom'], 4, 11, 10, 14],
      // Where names collide, the bigger city keeps its label.
      'symbol-sort-key': ['-', ['get', 'population']],
    },
    paint: { 'text-color': '#4b4f58', ...HALO },
  };
}

const BASEMAP_LAYERS: BasemapLayer[] = [
  { id: 'tierra', type: 'fill', filter: capa('tierra'), paint: { 'fill-color': LAND } },
  { id: 'lagos', type: 'fill', filter: capa('lagos'), paint: { 'fill-color': WATER } },
  { id: 'rios', type: 'line', filter: capa('rios'), minzoom: 4, paint: { 'line-color': '#a9c8dc', 'line-width': 1 } },
  {
    id: 'limites-provincias',
    type: 'line',
    filter: capa('limites-provincias'),
    paint: { 'line-color': '#b7b1a6', 'line-width': 0.8, 'line-dasharray': [3, 2] },
  },
  {
    id: 'limites-paises',
    type: 'line',
    filter: capa('limites-paises'),
    paint: { 'line-color': '#8d8577', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1, 8, 2] },
  },
  {
    id: 'nombres-provincias',
    type: 'symbol',
    filter: capa('nombres-provincias'),
    minzoom: 4,
    maxzoom: 8,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': LABEL_FONT,
      'text-size': 11,
      'text-transform': 'uppercase',
      'text-letter-spacing': 0.1,
    },
    paint: { 'text-color': '#9b9385', ...HALO },
  },
  cityLabels('nombres-ciudades-grandes', ['any', ['get', 'capital'], ['>=', ['get', 'population'], 300_000]], 3),
  cityLabels('nombres-ciudades', ['all', ['!', ['get', 'capital']], ['<', ['get', 'population'], 300_000]], 6),
];

function tiles(origin: string, maxzoom: number): VectorSourceSpecification {
  return { type: 'vector', tiles: [`${origin}${BASEMAP_TILES_PATH}`], maxzoom, bounds: BASEMAP_BOUNDS, attribution: 'Natural Earth, GeoNames' };
}

export function offlineStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    name: 'Flota sin conexión',
    sources: { [COUNTRY]: tiles(origin, COUNTRY_TILES_MAX_ZOOM), [DETAILED]: tiles(origin, BASEMAP_MAX_ZOOM) },
    layers: [{ id: 'agua', type: 'background', paint: { 'background-color': WATER } }, ...BASEMAP_LAYERS.flatMap(fromTiles)],
  };
}
