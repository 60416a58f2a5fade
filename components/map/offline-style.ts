import type { FilterSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';

/**
 * The basemap the app serves itself (`public/basemap/`, built by `scripts/build-basemap.ts`): land,
 * water, rivers, country and province borders, province and city names. No `glyphs` URL and no
 * sprite: MapLibre 6 draws text with the browser's own fonts when a style has no `glyphs`, so with
 * this style no request leaves the app's origin.
 */
const WATER = '#cddfea';
const LAND = '#f4f2ec';
const LABEL_FONT = ['Noto Sans', 'DejaVu Sans', 'Arial', 'sans-serif'];
const HALO = { 'text-halo-color': 'rgba(255,255,255,0.9)', 'text-halo-width': 1.2 } as const;

function geojson(origin: string, file: string) {
  return { type: 'geojson' as const, data: `${origin}/basemap/${file}.geojson` };
}

function cityLabels(id: string, filter: FilterSpecification, minzoom: number): LayerSpecification {
  return {
    id,
    type: 'symbol',
    source: 'cities',
    minzoom,
    filter,
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
      land: { ...geojson(origin, 'land'), attribution: 'Natural Earth' },
      lakes: geojson(origin, 'lakes'),
      rivers: geojson(origin, 'rivers'),
      countries: geojson(origin, 'country-borders'),
      provinces: geojson(origin, 'province-borders'),
      provinceLabels: geojson(origin, 'province-labels'),
      cities: { ...geojson(origin, 'cities'), attribution: 'GeoNames' },
    },
    layers: [
      { id: 'agua', type: 'background', paint: { 'background-color': WATER } },
      { id: 'tierra', type: 'fill', source: 'land', paint: { 'fill-color': LAND } },
      { id: 'lagos', type: 'fill', source: 'lakes', paint: { 'fill-color': WATER } },
      { id: 'rios', type: 'line', source: 'rivers', minzoom: 4, paint: { 'line-color': '#a9c8dc', 'line-width': 1 } },
      {
        id: 'limites-provincias',
        type: 'line',
        source: 'provinces',
        paint: { 'line-color': '#b7b1a6', 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
      {
        id: 'limites-paises',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': '#8d8577', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1, 8, 2] },
      },
      {
        id: 'nombres-provincias',
        type: 'symbol',
        source: 'provinceLabels',
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
