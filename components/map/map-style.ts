import type { StyleSpecification } from 'maplibre-gl';
import { MAP_STYLE_URL } from '@/lib/client/map-style-url';
import { offlineStyle } from './offline-style';

/** The style every map of the app draws: `NEXT_PUBLIC_MAP_STYLE_URL` when set, else the offline basemap. */
export function mapStyle(origin: string): StyleSpecification | string {
  return MAP_STYLE_URL ?? offlineStyle(origin);
}
