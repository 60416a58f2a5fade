'use client';

import { createContext, useContext } from 'react';
import type { PlaybackEngine } from '@/lib/client/replay/playback-engine';

export const PlaybackContext = createContext<PlaybackEngine | null>(null);

/** The playback engine of the enclosing replay; map layers, controls and the chart share it. */
export function usePlayback(): PlaybackEngine {
  const engine = useContext(PlaybackContext);
  if (!engine) throw new Error('usePlayback() solo funciona dentro de un recorrido cargado.');
  return engine;
}
