'use client';

import type { FeatureCollection, MultiLineString } from 'geojson';
import type { CircleLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import type { PathProperties } from '@/lib/client/replay/path-features';
import { APPROX_POINTS, PATH_APPROX, PATH_CASING, PATH_EXACT } from './route-layer-styles';

const WARMUP_SOURCE = 'recorrido-trazo-precalentado';
const WARMUP_LAYERS: (Omit<LineLayerSpecification, 'source'> | Omit<CircleLayerSpecification, 'source'>)[] = [
  ...[PATH_CASING, PATH_EXACT, PATH_APPROX].map((layer) => ({ ...layer, id: `${layer.id}-precalentado`, paint: { ...layer.paint, 'line-opacity': 0.01 } })),
  // At any zoom: a short route is framed close enough to show its hollow points.
  { ...APPROX_POINTS, id: `${APPROX_POINTS.id}-precalentado`, minzoom: 0, paint: { ...APPROX_POINTS.paint, 'circle-stroke-opacity': 0.01 } },
];

/** Long enough that the map's simplification keeps the line at any zoom (it drops lines under a pixel). */
const WARMUP_LINE_PX = 6;

/**
 * While a route loads, draws a few invisible pixels with the path's own layer styles, so the
 * GPU programs the path needs (data-driven colour, dashes, hollow points) are compiled before
 * it arrives. A
 * program is compiled the first time a layer using it is drawn; without a GPU that takes a
 * few hundred milliseconds, which would otherwise fall between the route's arrival and its
 * first frame. Opacities are uniforms, so these layers compile exactly the path's programs.
 */
export function PathShaderWarmup() {
  const map = useMap();

  useEffect(() => {
    const { width, height } = map.getCanvas().getBoundingClientRect();
    const from = map.unproject([width / 2, height / 2]).toArray() as [number, number];
    const to = map.unproject([width / 2 + WARMUP_LINE_PX, height / 2]).toArray() as [number, number];
    const line = (a: 0 | 1) => ({
      type: 'Feature' as const,
      properties: { b: 0, a },
      geometry: { type: 'MultiLineString' as const, coordinates: [[from, to]] },
    });
    const data: FeatureCollection<MultiLineString, PathProperties> = { type: 'FeatureCollection', features: [line(0), line(1)] };
    map.addSource(WARMUP_SOURCE, { type: 'geojson', data });
    for (const layer of WARMUP_LAYERS) map.addLayer({ ...layer, source: WARMUP_SOURCE });
    return () => {
      for (const { id } of WARMUP_LAYERS) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(WARMUP_SOURCE)) map.removeSource(WARMUP_SOURCE);
    };
  }, [map]);

  return null;
}
