'use client';

import { useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import { useLatest } from '@/components/map/use-latest';
import { type FeatureClickHandler, makeClickable } from './clickable-layers';

/**
 * Clicks on a layer's point features, forgiving a near miss (see clickable-layers), with a
 * pointer cursor over them. The handler may return a cleanup (closing the popup it opened),
 * run before the next marker's click and on unmount. Declare it after the effect that adds
 * the layer.
 */
export function useLayerClick(layerId: string, onFeatureClick: FeatureClickHandler): void {
  const map = useMap();
  const handlerRef = useLatest(onFeatureClick);

  useEffect(() => makeClickable(map, layerId, handlerRef), [map, layerId, handlerRef]);
}
