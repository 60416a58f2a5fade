'use client';

import type { GeoJSONFeature, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import { useLatest } from '@/components/map/use-latest';

/** Each map's layers that answer clicks, so overlapping ones (an event at a stop) can tell which is on top. */
const clickableLayers = new WeakMap<MapLibreMap, Set<string>>();

/** True when, of the clickable layers at this point, `layerId` is the one drawn on top. */
function isTopmost(map: MapLibreMap, layerId: string, e: MapLayerMouseEvent): boolean {
  const layers = [...(clickableLayers.get(map) ?? [])].filter((id) => map.getLayer(id));
  return map.queryRenderedFeatures(e.point, { layers })[0]?.layer.id === layerId;
}

/**
 * Clicks on a layer's features (only when no other clickable layer is drawn over it there, so
 * one click opens one popup), with a pointer cursor over them. The handler may return a
 * cleanup (closing the popup it opened), run before the next click and on unmount. Declare it
 * after the effect that adds the layer.
 */
export function useLayerClick(layerId: string, onFeatureClick: (feature: GeoJSONFeature) => (() => void) | void): void {
  const map = useMap();
  const handlerRef = useLatest(onFeatureClick);

  useEffect(() => {
    let cleanup: (() => void) | void;
    const layers = clickableLayers.get(map) ?? new Set<string>();
    clickableLayers.set(map, layers.add(layerId));
    const onClick = (e: MapLayerMouseEvent) => {
      const feature = e.features?.[0];
      if (!feature || !isTopmost(map, layerId, e)) return;
      cleanup?.();
      cleanup = handlerRef.current(feature);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const noPointer = () => (map.getCanvas().style.cursor = '');
    map.on('click', layerId, onClick);
    map.on('mouseenter', layerId, pointer);
    map.on('mouseleave', layerId, noPointer);
    return () => {
      layers.delete(layerId);
      cleanup?.();
      map.off('click', layerId, onClick);
      map.off('mouseenter', layerId, pointer);
      map.off('mouseleave', layerId, noPointer);
    };
  }, [map, layerId, handlerRef]);
}
