'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useState } from 'react';
import { MapView } from '@/components/map/MapView';
import { MapContext } from '@/components/map/map-context';
import { ARGENTINA_VIEW } from '@/components/map/map-view-state';
import type { TimeRange } from '@/lib/fleet/range';
import { useFormats } from '@/lib/client/format/use-formats';
import type { PlaybackRate } from '@/lib/client/replay/replay-settings';
import { countRangeParts } from '@/lib/client/replay/replay-range';
import { routeQueryOptions } from '@/lib/client/replay/route-query';
import { MapReady } from './map/MapReady';
import { PathShaderWarmup } from './map/PathShaderWarmup';
import { useRouteProblem } from './route-problem';
import { RouteProblemNotice } from './RouteProblemNotice';
import { ReplayView } from './ReplayView';
import { WORKSPACE_AREAS, WORKSPACE_GRID } from './workspace-areas';

type Props = {
  /** Null until a vehicle and a valid range are chosen: the map is shown empty meanwhile. */
  request: { vehiculo: string; range: TimeRange } | null;
  initialCursor?: number;
  initialRate?: PlaybackRate;
};

/**
 * The map, created once, and whatever route is chosen on it. While the next route loads the
 * previous one stays on screen under a notice that says how many parts are being loaded.
 */
export function ReplayWorkspace({ request, initialCursor, initialRate }: Props) {
  const t = useTranslations('Replay');
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const route = useQuery({
    ...routeQueryOptions(request?.vehiculo ?? '', request?.range ?? { desde: 0, hasta: 0 }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const shown = route.data && route.data.track.length > 0 ? route.data : null;

  return (
    <div className={WORKSPACE_GRID}>
      <div className={WORKSPACE_AREAS.map}>
        <MapView label={t('map')} initialView={ARGENTINA_VIEW} className="h-full w-full">
          <MapReady onReady={setMap} />
        </MapView>
      </div>
      <div className={`${WORKSPACE_AREAS.mapOverlay} pointer-events-none self-start justify-self-center`}>
        <div className="pointer-events-auto">
          {request && (
            <RouteStatus
              loading={route.isFetching && (route.isPending || route.isPlaceholderData)}
              error={route.error}
              empty={route.data?.track.length === 0}
              range={request.range}
              onRetry={() => void route.refetch()}
            />
          )}
        </div>
      </div>
      {request && (route.isPending || shown) && <div aria-hidden className={WORKSPACE_AREAS.controlsSpace} />}
      {map && request && route.isPending && (
        <MapContext value={map}>
          <PathShaderWarmup />
        </MapContext>
      )}
      {shown && map && request && (
        <MapContext value={map}>
          <ReplayView
            track={shown.track}
            overview={shown.overview}
            partes={shown.partes}
            range={{ desde: shown.track.desde, hasta: shown.track.hasta }}
            initialCursor={initialCursor}
            initialRate={initialRate}
          />
        </MapContext>
      )}
      {!shown && (
        <aside className={`${WORKSPACE_AREAS.side} border-l border-slate-200 bg-white p-3 text-sm text-slate-600`}>
          {request ? t('detailsSoon') : t('chooseVehicle')}
        </aside>
      )}
    </div>
  );
}

type StatusProps = { loading: boolean; error: Error | null; empty: boolean; range: TimeRange; onRetry: () => void };

/** Over the map: loading (with the number of parts), why a route cannot be shown, or that it is empty. */
function RouteStatus({ loading, error, empty, range, onRetry }: StatusProps) {
  const t = useTranslations('Replay');
  const formats = useFormats();
  const explainRouteError = useRouteProblem();
  const span = { desde: formats.dateTimeSeconds(range.desde), hasta: formats.dateTimeSeconds(range.hasta) };
  if (loading) {
    const parts = countRangeParts(range);
    return (
      <p role="status" className="mt-3 rounded bg-white/95 px-3 py-2 text-sm text-slate-700 shadow">
        {parts > 1 ? t('loadingParts', { ...span, parts }) : t('loading', span)}
      </p>
    );
  }
  if (error) return <RouteProblemNotice problem={explainRouteError(error)} onRetry={onRetry} />;
  if (empty) {
    return (
      <p role="status" className="mt-3 rounded bg-white/95 px-3 py-2 text-sm text-slate-700 shadow">
        {t('empty', span)}
      </p>
    );
  }
  return null;
}
