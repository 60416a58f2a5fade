import type { CircleLayerSpecification } from 'maplibre-gl';

export const EVENT_SOURCE_ID = 'evento-seleccionado';

/** A soft halo so the point is found at a glance on a busy map, then the point in its category colour. */
export const EVENT_HALO_LAYER: CircleLayerSpecification = {
  id: 'evento-seleccionado-halo',
  type: 'circle',
  source: EVENT_SOURCE_ID,
  paint: {
    'circle-radius': 22,
    'circle-color': ['get', 'color'],
    'circle-opacity': 0.22,
    'circle-stroke-color': ['get', 'color'],
    'circle-stroke-width': 1.5,
    'circle-stroke-opacity': 0.6,
  },
};

export const EVENT_POINT_LAYER: CircleLayerSpecification = {
  id: 'evento-seleccionado-punto',
  type: 'circle',
  source: EVENT_SOURCE_ID,
  paint: {
    'circle-radius': 8,
    'circle-color': ['get', 'color'],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2.5,
  },
};
