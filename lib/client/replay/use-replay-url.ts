'use client';

import { useEffect } from 'react';
import type { PlaybackEngine } from './playback-engine';
import { type ReplayUrlState, replayHref } from './url-state';

/**
 * Replaces the URL in place (no history entry per seek). Next.js keeps its router in step
 * with native history calls, and nothing on this page reads search params after loading, so
 * this re-renders nothing.
 */
export function writeReplayUrl(state: ReplayUrlState): void {
  const href = replayHref(state);
  if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(null, '', href);
}

/**
 * Keeps cursor and speed in the URL. While playing only a speed change is written: the cursor
 * is written when playback pauses, stops or seeks, so a copied link opens where the supervisor looked.
 */
export function usePlaybackUrl(engine: PlaybackEngine, base: Omit<ReplayUrlState, 't' | 'x'>): void {
  const { vehiculo, desde, hasta } = base;
  useEffect(() => {
    const write = () => {
      const { cursor, rate } = engine.getSnapshot();
      writeReplayUrl({ vehiculo, desde, hasta, x: rate, t: Math.floor(cursor / 1000) * 1000 });
    };
    let last = engine.getSnapshot();
    const unsubscribe = engine.subscribe(() => {
      const next = engine.getSnapshot();
      if (!next.playing || next.rate !== last.rate) write();
      last = next;
    });
    return unsubscribe;
  }, [engine, vehiculo, desde, hasta]);
}
