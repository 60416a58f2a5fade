'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type PlaybackSnapshot, PlaybackEngine } from './playback-engine';
import { type PlaybackRate, GAP_MS } from './replay-settings';
import type { Track } from './track';

/** One engine per route; playback stops when the route changes or the page goes away. */
export function usePlaybackEngine(track: Track, initial: { cursor?: number; rate?: PlaybackRate }): PlaybackEngine {
  // The initial cursor and rate only matter when a route first arrives (from the URL).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const engine = useMemo(() => new PlaybackEngine(track, GAP_MS, initial), [track]);
  useEffect(() => () => engine.pause(), [engine]);
  return engine;
}

/** The throttled snapshot: a component using this re-renders a few times a second while playing, not per frame. */
export function usePlaybackSnapshot(engine: PlaybackEngine): PlaybackSnapshot {
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
}
