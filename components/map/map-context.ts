'use client';

import { createContext, useContext } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';

export const MapContext = createContext<MapLibreMap | null>(null);

/** The map of the enclosing `<MapView>`; only its children may call it, and they render once the style has loaded. */
export function useMap(): MapLibreMap {
  const map = useContext(MapContext);
  if (!map) throw new Error('useMap() solo funciona dentro de <MapView>.');
  return map;
}
