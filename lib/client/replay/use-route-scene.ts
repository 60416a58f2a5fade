'use client';

import type { FeatureCollection, MultiLineString, MultiPoint } from 'geojson';
import { useMemo } from 'react';
import { type TrackSegment, splitAtGaps } from './gaps';
import { type PathProperties, buildApproxPoints, buildPathLines, trackBounds } from './path-features';
import { GAP_MS } from './replay-settings';
import { type Stop, detectStops } from './stops';
import type { Track } from './track';

/** Everything drawn from one route, computed once per answer (not per render, never per frame). */
export interface RouteScene {
  track: Track;
  segments: readonly TrackSegment[];
  lines: FeatureCollection<MultiLineString, PathProperties>;
  approxPoints: FeatureCollection<MultiPoint>;
  bounds: [[number, number], [number, number]] | null;
}

export function useRouteScene(track: Track): RouteScene {
  return useMemo(() => {
    const segments = splitAtGaps(track, GAP_MS);
    return {
      track,
      segments,
      lines: buildPathLines(track, segments),
      approxPoints: buildApproxPoints(track),
      bounds: trackBounds(track),
    };
  }, [track]);
}

export function useStops(track: Track, stopMinutes: number): Stop[] {
  return useMemo(() => detectStops(track, stopMinutes * 60_000), [track, stopMinutes]);
}
