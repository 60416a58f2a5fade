import type {
  CircleLayerSpecification,
  DataDrivenPropertyValueSpecification,
  LineLayerSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { CATEGORIAS } from '@/lib/fleet/catalog';
import { CATEGORY_PALETTE } from '@/lib/client/category-palette';
import { BUCKET_COLORS } from '@/lib/client/replay/speed-buckets';

export const PATH_SOURCE = 'recorrido-trazo';
export const APPROX_SOURCE = 'recorrido-puntos-aproximados';
export const STOPS_SOURCE = 'recorrido-paradas';
export const EVENTS_SOURCE = 'recorrido-eventos';

// A `match` on the band index: MapLibre's `at` would need the colour list typed as colours.
const bandColor = [
  'match',
  ['get', 'b'],
  ...BUCKET_COLORS.flatMap((color, band) => [band, color]),
  BUCKET_COLORS.at(-1),
] as unknown as DataDrivenPropertyValueSpecification<string>;
const lineWidth: DataDrivenPropertyValueSpecification<number> = ['interpolate', ['linear'], ['zoom'], 5, 2.5, 14, 5];

type Layer<T> = Omit<T, 'source'>;

export const PATH_CASING: Layer<LineLayerSpecification> = {
  id: 'recorrido-trazo-borde',
  type: 'line',
  layout: { 'line-join': 'round', 'line-cap': 'round' },
  paint: { 'line-color': '#ffffff', 'line-width': ['interpolate', ['linear'], ['zoom'], 5, 4.5, 14, 8], 'line-opacity': 0.85 },
};

export const PATH_EXACT: Layer<LineLayerSpecification> = {
  id: 'recorrido-trazo-gps',
  type: 'line',
  filter: ['==', ['get', 'a'], 0],
  layout: { 'line-join': 'round', 'line-cap': 'round' },
  paint: { 'line-color': bandColor, 'line-width': lineWidth },
};

/** Stretches through cell-tower, Wi-Fi or unknown fixes: dashed, because the line is a guess. */
export const PATH_APPROX: Layer<LineLayerSpecification> = {
  id: 'recorrido-trazo-aproximado',
  type: 'line',
  filter: ['==', ['get', 'a'], 1],
  layout: { 'line-join': 'round' },
  paint: { 'line-color': bandColor, 'line-width': lineWidth, 'line-dasharray': [1.5, 1.5], 'line-opacity': 0.9 },
};

export const APPROX_POINTS: Layer<CircleLayerSpecification> = {
  id: 'recorrido-puntos-aproximados',
  type: 'circle',
  minzoom: 9,
  paint: {
    'circle-radius': 4,
    'circle-color': '#ffffff',
    'circle-opacity': 0,
    'circle-stroke-color': '#334155',
    'circle-stroke-width': 1.5,
  },
};

/** A stop's colour, on the map and shading the timeline. */
export const STOP_COLOR = '#1d4ed8';

export const STOPS_CIRCLE: Layer<CircleLayerSpecification> = {
  id: 'recorrido-paradas',
  type: 'circle',
  paint: { 'circle-radius': 9, 'circle-color': STOP_COLOR, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 },
};

export const STOPS_LABEL: Layer<SymbolLayerSpecification> = {
  id: 'recorrido-paradas-numero',
  type: 'symbol',
  layout: {
    'text-field': ['to-string', ['get', 'n']],
    'text-size': 10,
    'text-font': ['Noto Sans', 'DejaVu Sans', 'Arial', 'sans-serif'],
    'text-allow-overlap': true,
  },
  paint: { 'text-color': '#ffffff' },
};

export const EVENTS_CIRCLE: Layer<CircleLayerSpecification> = {
  id: 'recorrido-eventos',
  type: 'circle',
  paint: {
    'circle-radius': 6,
    'circle-color': [
      'match',
      ['get', 'categoria'],
      ...CATEGORIAS.flatMap((c) => [c.id, CATEGORY_PALETTE[c.id].color]),
      CATEGORY_PALETTE.otros.color,
    ] as unknown as DataDrivenPropertyValueSpecification<string>,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 1.5,
  },
};
