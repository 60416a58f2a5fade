import type {
  CircleLayerSpecification,
  DataDrivenPropertyValueSpecification,
  ExpressionSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { STATUS_COLOR } from '@/lib/client/vehicle-status';

/** Below this zoom vehicles gather into clusters; from it on each one is drawn on its own. */
export const CLUSTER_UNTIL_ZOOM = 10;
/** Plates and names appear from this zoom on (before it they would cover the map). */
export const LABELS_FROM_ZOOM = 11;

export const SOURCES = { clustered: 'vehiculos-agrupados', single: 'vehiculos', selected: 'vehiculo-seleccionado' } as const;
export const ARROW_IMAGE = 'flecha-rumbo';
/** A group of vehicles, on the map and in its legend. */
export const CLUSTER_COLOR = '#0f766e';
const FONT = ['Noto Sans', 'DejaVu Sans', 'Arial', 'sans-serif'];

const statusColor: ExpressionSpecification = [
  'match',
  ['get', 'estado'],
  'en_movimiento',
  STATUS_COLOR.en_movimiento,
  'detenido_encendido',
  STATUS_COLOR.detenido_encendido,
  'apagado',
  STATUS_COLOR.apagado,
  'sin_gps',
  STATUS_COLOR.sin_gps,
  'sin_conexion',
  STATUS_COLOR.sin_conexion,
  STATUS_COLOR.desconocido,
];

const vehicleCircle = (radius: DataDrivenPropertyValueSpecification<number>): CircleLayerSpecification['paint'] => ({
  'circle-color': statusColor,
  'circle-radius': radius,
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 1.5,
});

const arrowLayout: SymbolLayerSpecification['layout'] = {
  'icon-image': ARROW_IMAGE,
  'icon-rotate': ['get', 'rumbo'],
  'icon-rotation-alignment': 'map',
  'icon-allow-overlap': true,
  'icon-ignore-placement': true,
};

const labelLayout: SymbolLayerSpecification['layout'] = {
  'text-field': ['get', 'etiqueta'],
  'text-font': FONT,
  'text-size': 12,
  'text-offset': [0, 1.3],
  'text-anchor': 'top',
  'text-optional': true,
};
const labelPaint: SymbolLayerSpecification['paint'] = {
  'text-color': '#111827',
  'text-halo-color': '#ffffff',
  'text-halo-width': 1.5,
};

const hasCount: ExpressionSpecification = ['has', 'point_count'];
const hasHeading: ExpressionSpecification = ['has', 'rumbo'];

/** Layers in drawing order (last on top); the ids double as the click targets. */
export const VEHICLE_LAYERS = {
  clusters: {
    id: 'vehiculos-grupos',
    type: 'circle',
    source: SOURCES.clustered,
    maxzoom: CLUSTER_UNTIL_ZOOM,
    filter: hasCount,
    paint: {
      'circle-color': CLUSTER_COLOR,
      'circle-opacity': 0.85,
      'circle-radius': ['step', ['get', 'point_count'], 14, 50, 18, 500, 24, 5000, 30],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  },
  clusterCounts: {
    id: 'vehiculos-grupos-cantidad',
    type: 'symbol',
    source: SOURCES.clustered,
    maxzoom: CLUSTER_UNTIL_ZOOM,
    filter: hasCount,
    layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-font': FONT, 'text-size': 12, 'text-allow-overlap': true },
    paint: { 'text-color': '#ffffff' },
  },
  loose: {
    id: 'vehiculos-sueltos',
    type: 'circle',
    source: SOURCES.clustered,
    maxzoom: CLUSTER_UNTIL_ZOOM,
    filter: ['!', hasCount],
    paint: vehicleCircle(6),
  },
  dots: {
    id: 'vehiculos-puntos',
    type: 'circle',
    source: SOURCES.single,
    minzoom: CLUSTER_UNTIL_ZOOM,
    paint: vehicleCircle(['interpolate', ['linear'], ['zoom'], CLUSTER_UNTIL_ZOOM, 7, 16, 11]),
  },
  arrows: {
    id: 'vehiculos-rumbo',
    type: 'symbol',
    source: SOURCES.single,
    minzoom: CLUSTER_UNTIL_ZOOM,
    filter: hasHeading,
    layout: arrowLayout,
  },
  labels: {
    id: 'vehiculos-etiquetas',
    type: 'symbol',
    source: SOURCES.single,
    minzoom: LABELS_FROM_ZOOM,
    layout: labelLayout,
    paint: labelPaint,
  },
  selectedHalo: {
    id: 'seleccionado-halo',
    type: 'circle',
    source: SOURCES.selected,
    paint: { 'circle-radius': 16, 'circle-color': '#fde047', 'circle-opacity': 0.6, 'circle-stroke-color': '#111827', 'circle-stroke-width': 2 },
  },
  selectedDot: { id: 'seleccionado-punto', type: 'circle', source: SOURCES.selected, paint: vehicleCircle(9) },
  selectedArrow: { id: 'seleccionado-rumbo', type: 'symbol', source: SOURCES.selected, filter: hasHeading, layout: arrowLayout },
  selectedLabel: {
    id: 'seleccionado-etiqueta',
    type: 'symbol',
    source: SOURCES.selected,
    layout: { ...labelLayout, 'text-offset': [0, 1.6], 'text-optional': false, 'text-allow-overlap': true },
    paint: labelPaint,
  },
} satisfies Record<string, CircleLayerSpecification | SymbolLayerSpecification>;

export const CLICKABLE_VEHICLE_LAYERS = [VEHICLE_LAYERS.loose.id, VEHICLE_LAYERS.dots.id, VEHICLE_LAYERS.selectedDot.id];
