'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '@/components/map/map-context';

/**
 * Hands the map of the enclosing MapView up to the replay workspace, so the map is created once
 * and in parallel with the first route request, and the route's layers, controls and side panel
 * (which live outside the map's box) can share it through MapContext.
 */
export function MapReady({ onReady }: { onReady: (map: MapLibreMap | null) => void }) {
  const map = useMap();
  useEffect(() => {
    onReady(map);
    return () => onReady(null);
  }, [map, onReady]);
  return null;
}
