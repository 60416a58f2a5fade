'use client';

import { useCallback, useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import { WORKSPACE_AREAS } from '../workspace-areas';

type Bounds = [[number, number], [number, number]];

/** The controls and the side panel appear with the first route and shrink the map; refit while they settle. */
const SETTLE_MS = 1500;

/** Frames the whole route when it arrives, and again on demand from its button (placed over the map's grid cell). */
export function FitToRoute({ bounds }: { bounds: Bounds | null }) {
  const map = useMap();
  const fit = useCallback(
    (duration: number) => {
      if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration });
    },
    [map, bounds],
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
      Ajustar al recorrido
    </button>
  );
}
