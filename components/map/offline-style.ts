import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';

/**
 * The basemap the app serves itself (`public/basemap/`, built by `scripts/build-basemap.ts`): land,
 * water, rivers, country and province borders, province and city names. No `glyphs` URL and no
 * sprite: MapLibre 6 draws text with the browser's own fonts when a style has no `glyphs`, so with
 * this style no request leaves the app's origin.
 *
 * It is one GeoJSON source whose features say which layer they belong to (`capa`): one fetch, and
 * its tiles reach the map together, drawn in one frame. As seven sources they arrived one after
 * another, and each redrew the map (in software WebGL, a frame costs the page 100 ms or more).
 */
const WATER = '#cddfea';
const LAND = '#f4f2ec';
const LABEL_FONT = ['Noto Sans', 'DejaVu Sans', 'Arial', 'sans-serif'];
const HALO = { 'text-halo-color': 'rgba(255,255,255,0.9)', 'text-halo-width': 1.2 } as const;

const SOURCE = 'mapa-base';
const capa = (name: string): ExpressionSpecification => ['==', ['get', 'capa'], name];

function cityLabels(id: string, filter: ExpressionSpecification, minzoom: number): LayerSpecification {
  return {
    id,
    type: 'symbol',
    source: SOURCE,
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

export function offlineStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    name: 'Flota sin conexión',
    sources: {
      [SOURCE]: { type: 'geojson', data: `${origin}/basemap/mapa-base.geojson`, attribution: 'Natural Earth, GeoNames' },
    },
    layers: [
      { id: 'agua', type: 'background', paint: { 'background-color': WATER } },
      { id: 'tierra', type: 'fill', source: SOURCE, filter: capa('tierra'), paint: { 'fill-color': LAND } },
      { id: 'lagos', type: 'fill', source: SOURCE, filter: capa('lagos'), paint: { 'fill-color': WATER } },
      { id: 'rios', type: 'line', source: SOURCE, filter: capa('rios'), minzoom: 4, paint: { 'line-color': '#a9c8dc', 'line-width': 1 } },
      {
        id: 'limites-provincias',
        type: 'line',
        source: SOURCE,
        filter: capa('limites-provincias'),
        paint: { 'line-color': '#b7b1a6', 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
      {
        id: 'limites-paises',
        type: 'line',
        source: SOURCE,
        filter: capa('limites-paises'),
        paint: { 'line-color': '#8d8577', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1, 8, 2] },
      },
      {
        id: 'nombres-provincias',
        type: 'symbol',
        source: SOURCE,
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
    ],
  };
}
