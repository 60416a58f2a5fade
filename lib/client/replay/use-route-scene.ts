'use client';

import type { FeatureCollection, MultiLineString, MultiPoint } from 'geojson';
import { useMemo } from 'react';
import { type TrackSegment, splitAtGaps } from './gaps';
import { type PathProperties, buildApproxPoints, buildPathLines, trackBounds } from './path-features';
import { GAP_MS } from './replay-settings';
import { type Stop, detectStops } from './stops';
import type { Track } from './track';

type PathLines = FeatureCollection<MultiLineString, PathProperties>;

/**
 * Everything drawn from one route, computed once per answer (not per render, never per frame).
 * The path's lines are not here: the route worker sends them simplified for the first draw
 * (see usePathLines).
 */
export interface RouteScene {
  track: Track;
  segments: readonly TrackSegment[];
  approxPoints: FeatureCollection<MultiPoint>;
  bounds: [[number, number], [number, number]] | null;
}

export function useRouteScene(track: Track): RouteScene {
  return useMemo(() => {
    const segments = splitAtGaps(track, GAP_MS);
    return {
      track,
      segments,
      approxPoints: buildApproxPoints(track),
      bounds: trackBounds(track),
    };
  }, [track]);
}

export function useStops(track: Track, stopMinutes: number): Stop[] {
  return useMemo(() => detectStops(track, stopMinutes * 60_000), [track, stopMinutes]);
}

/**
 * The path's lines to draw: the route worker's overview until it is on screen (`detailed`),
 * then every point, so zooming in shows the route as recorded.
 */
export function usePathLines(scene: RouteScene, overview: PathLines, detailed: boolean): PathLines {
  const { track, segments } = scene;
  const full = useMemo(() => (detailed ? buildPathLines(track, segments) : null), [detailed, track, segments]);
  return full ?? overview;
}
