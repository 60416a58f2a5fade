'use client';

import type { GeoJSONFeature, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import { useLatest } from '@/components/map/use-latest';

/**
 * Clicks on a layer's features, with a pointer cursor over them. The handler may return a
 * cleanup (closing the popup it opened), run before the next click and on unmount. Declare it
 * after the effect that adds the layer.
 */
export function useLayerClick(layerId: string, onFeatureClick: (feature: GeoJSONFeature) => (() => void) | void): void {
  const map = useMap();
  const handlerRef = useLatest(onFeatureClick);

  useEffect(() => {
    let cleanup: (() => void) | void;
    const onClick = (e: MapLayerMouseEvent) => {
      const feature = e.features?.[0];
      if (!feature) return;
      cleanup?.();
      cleanup = handlerRef.current(feature);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const noPointer = () => (map.getCanvas().style.cursor = '');
    map.on('click', layerId, onClick);
    map.on('mouseenter', layerId, pointer);
    map.on('mouseleave', layerId, noPointer);
    return () => {
      cleanup?.();
      map.off('click', layerId, onClick);
      map.off('mouseenter', layerId, pointer);
      map.off('mouseleave', layerId, noPointer);
    };
  }, [map, layerId, handlerRef]);
}
