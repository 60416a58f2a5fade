import type { StyleSpecification } from 'maplibre-gl';
import { publicEnv } from '@/lib/env/public';
import { offlineStyle } from './offline-style';

/** The style every map of the app draws: `NEXT_PUBLIC_MAP_STYLE_URL` when set, else the offline basemap. */
export function mapStyle(origin: string): StyleSpecification | string {
  return publicEnv.NEXT_PUBLIC_MAP_STYLE_URL ?? offlineStyle(origin);
}
