'use client';

import type { Map as MapLibreMap, PaddingOptions } from 'maplibre-gl';
import { useTranslations } from 'next-intl';
import { type RefObject, useCallback, useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import { WORKSPACE_AREAS } from '../workspace-areas';

type Bounds = [[number, number], [number, number]];

/** The controls and the side panel appear with the first route and shrink the map; refit while they settle. */
const SETTLE_MS = 1500;
const PADDING_PX = 48;
/** However much the legend covers, the route keeps at least this much of the map's height. */
const MIN_ROUTE_HEIGHT_PX = 64;

/** Room around the route, more at the bottom where the speed legend covers the map. */
function fitPadding(map: MapLibreMap, legend: HTMLElement | null): PaddingOptions {
  const mapBox = map.getContainer().getBoundingClientRect();
  const legendBox = legend?.getBoundingClientRect();
  const covered = legendBox && legendBox.height > 0 ? Math.max(0, mapBox.bottom - legendBox.top) : 0;
  const bottom = Math.min(PADDING_PX + covered, Math.max(PADDING_PX, mapBox.height - PADDING_PX - MIN_ROUTE_HEIGHT_PX));
  return { top: PADDING_PX, left: PADDING_PX, right: PADDING_PX, bottom };
}

/**
 * Frames the whole route, clear of the speed legend, when it arrives and again on demand from
 * its button (placed over the map's grid cell).
 */
export function FitToRoute({ bounds, legendRef }: { bounds: Bounds | null; legendRef: RefObject<HTMLElement | null> }) {
  const t = useTranslations('Replay');
  const map = useMap();
  const fit = useCallback(
    (duration: number) => {
      if (bounds) map.fitBounds(bounds, { padding: fitPadding(map, legendRef.current), maxZoom: 15, duration });
    },
    [map, bounds, legendRef],
  );

  useEffect(() => {
    fit(0);
    const refit = () => fit(0);
    map.on('resize', refit);
    const settled = setTimeout(() => map.off('resize', refit), SETTLE_MS);
    return () => {
      clearTimeout(settled);
      map.off('resize', refit);
    };
  }, [map, fit]);

  return (
    <button
      type="button"
      onClick={() => fit(400)}
      disabled={!bounds}
      className={`${WORKSPACE_AREAS.mapOverlay} m-2 self-start justify-self-end rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium shadow hover:bg-slate-50 disabled:opacity-50`}
    >
      {t('fitToRoute')}
    </button>
  );
}
