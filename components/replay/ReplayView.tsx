'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { TimeRange } from '@/lib/fleet/range';
import { PATH_DRAWN_MARK } from '@/lib/client/replay/route-marks';
import type { PlaybackRate } from '@/lib/client/replay/replay-settings';
import type { PathOverview } from '@/lib/client/replay/route-worker/route-worker-protocol';
import type { Track } from '@/lib/client/replay/track';
import { usePathLines, useRouteScene } from '@/lib/client/replay/use-route-scene';
import { FitToRoute } from './map/FitToRoute';
import { RoutePathLayer } from './map/RoutePathLayer';
import { ReplayDetails } from './ReplayDetails';
import { SpeedLegend } from './SpeedLegend';
import { WORKSPACE_AREAS } from './workspace-areas';

type Props = {
  track: Track;
  /** The route worker's simplified path, drawn first (see buildPathOverview). */
  overview: PathOverview;
  partes: number;
  range: TimeRange;
  initialCursor?: number;
  initialRate?: PlaybackRate;
};

/**
 * A hidden tab draws no frames, so its path is never "drawn": its details do not wait for that
 * longer than this.
 */
const DETAILS_AT_THE_LATEST_MS = 2_000;

/**
 * A loaded route: its path first, then the rest. On a first visit the map is still booting
 * and every frame it draws is costly; the stops, events, chart and side panel (their
 * computation, their layers and their layout) come right after the path is on screen instead
 * of in front of it, and so does the path's every point (the overview drawn first looks the
 * same with the whole route on screen). Later routes replace the path and the details together.
 */
export function ReplayView({ track, overview, partes, range, initialCursor, initialRate }: Props) {
  const scene = useRouteScene(track);
  const legendRef = useRef<HTMLDetailsElement>(null);
  const [pathDrawn, setPathDrawn] = useState(false);
  const [detailedTrack, setDetailedTrack] = useState<Track | null>(null);
  const lines = usePathLines(scene, overview, detailedTrack === track);
  const showDetails = useCallback(() => {
    setPathDrawn(true);
    setDetailedTrack(track);
  }, [track]);
  const onDrawn = useCallback(
    (drawn: PathOverview) => {
      if (drawn === overview) performance.mark(PATH_DRAWN_MARK);
      showDetails();
    },
    [overview, showDetails],
  );

  useEffect(() => {
    const latest = setTimeout(showDetails, DETAILS_AT_THE_LATEST_MS);
    return () => clearTimeout(latest);
  }, [showDetails]);

  return (
    <>
      <RoutePathLayer lines={lines} approxPoints={scene.approxPoints} onDrawn={onDrawn} />
      {/* With the path, before the details: the first fit keeps the route clear of it. */}
      <div className={`${WORKSPACE_AREAS.mapOverlay} mb-8 ml-2 self-end justify-self-start`}>
        <SpeedLegend ref={legendRef} />
      </div>
      <FitToRoute bounds={scene.bounds} legendRef={legendRef} />
      {pathDrawn && <ReplayDetails scene={scene} partes={partes} range={range} initialCursor={initialCursor} initialRate={initialRate} />}
    </>
  );
}
