'use client';

import { MapView } from '@/components/map/MapView';
import { ARGENTINA_VIEW } from '@/components/map/map-view-state';

export function LiveMap() {
  return <MapView label="Mapa de la flota" initialView={ARGENTINA_VIEW} className="h-full w-full" />;
}
