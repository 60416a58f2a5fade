'use client';

import type { FeatureCollection, MultiLineString, MultiPoint } from 'geojson';
import type { GeoJSONSource, MapSourceDataEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '@/components/map/map-context';
import { useLatest } from '@/components/map/use-latest';
import type { PathProperties } from '@/lib/client/replay/path-features';
import { APPROX_POINTS, APPROX_SOURCE, PATH_APPROX, PATH_CASING, PATH_EXACT, PATH_SOURCE } from './route-layer-styles';

type Props = {
  lines: FeatureCollection<MultiLineString, PathProperties>;
  approxPoints: FeatureCollection<MultiPoint>;
  /** Called once these lines are on screen, with them. */
  onDrawn?: (lines: Props['lines']) => void;
};

/** The route coloured by speed, approximate stretches dashed, and their points hollow. */
export function RoutePathLayer({ lines, approxPoints, onDrawn }: Props) {
  const map = useMap();
  const onDrawnRef = useLatest(onDrawn);
  const dataRef = useLatest({ lines, approxPoints });
  // What the sources hold. The sources are created with the route they are mounted
  // for: created empty, the route would reach MapLibre's worker only after the empty load's
  // round trip, queued behind every basemap tile asked for meanwhile.
  const heldRef = useRef<Pick<Props, 'lines' | 'approxPoints'> | null>(null);

  useEffect(() => {
    const data = dataRef.current;
    // A tile carries the path 16 px past its edges (the default is 128): enough for the widest
    // line's half-width and round caps, and far fewer points to cut and upload per tile.
    map.addSource(PATH_SOURCE, { type: 'geojson', data: data.lines, tolerance: 0.3, buffer: 16 });
    map.addSource(APPROX_SOURCE, { type: 'geojson', data: data.approxPoints });
    heldRef.current = data;
    for (const layer of [PATH_CASING, PATH_EXACT, PATH_APPROX]) map.addLayer({ ...layer, source: PATH_SOURCE });
    map.addLayer({ ...APPROX_POINTS, source: APPROX_SOURCE });
    return () => {
      for (const id of [APPROX_POINTS.id, PATH_APPROX.id, PATH_EXACT.id, PATH_CASING.id]) {
        if (map.getLayer(id)) map.removeLayer(id);
      }
      for (const id of [APPROX_SOURCE, PATH_SOURCE]) if (map.getSource(id)) map.removeSource(id);
      heldRef.current = null;
    };
  }, [map, dataRef]);

  useEffect(() => {
    const held = heldRef.current;
    if (held && held.lines !== lines) map.getSource<GeoJSONSource>(PATH_SOURCE)?.setData(lines);
    if (held && held.approxPoints !== approxPoints) map.getSource<GeoJSONSource>(APPROX_SOURCE)?.setData(approxPoints);
    heldRef.current = { lines, approxPoints };
    // Drawn = the first frame rendered once the path's tiles are all loaded (not 'idle', which
    // also waits for the basemap, the events and any camera animation).
    const markDrawn = () => onDrawnRef.current?.(lines);
    const onSourceData = (e: MapSourceDataEvent) => {
      if (e.sourceId !== PATH_SOURCE || !map.isSourceLoaded(PATH_SOURCE)) return;
      map.off('sourcedata', onSourceData);
      map.once('render', markDrawn);
    };
    map.on('sourcedata', onSourceData);
    return () => {
      map.off('sourcedata', onSourceData);
      map.off('render', markDrawn);
    };
  }, [map, lines, approxPoints, onDrawnRef]);

  return null;
}
