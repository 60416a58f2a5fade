'use client';

import { useEffect } from 'react';
import type { PlaybackEngine } from '@/lib/client/replay/playback-engine';
import { PLAYBACK_RATES } from '@/lib/client/replay/replay-settings';

/** A focused control keeps the keys it uses: typing and lists take all, sliders the arrows, buttons the space. */
function isOwnedByControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('select, textarea, [role="combobox"], input:not([type="range"]):not([type="checkbox"])')) return true;
  if (target.closest('input[type="range"], [role="slider"]')) return key !== ' ';
  return key === ' ' && target.closest('button, a, input[type="checkbox"]') !== null;
}

/** Space plays or pauses, ←/→ step by point, ↑/↓ change the speed. */
export function useReplayKeyboard(engine: PlaybackEngine): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || isOwnedByControl(e.target, e.key)) return;
      const action = KEY_ACTIONS[e.key];
      if (!action) return;
      e.preventDefault();
      action(engine);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [engine]);
}

function shiftRate(engine: PlaybackEngine, by: 1 | -1): void {
  const k = PLAYBACK_RATES.indexOf(engine.getSnapshot().rate);
  const next = PLAYBACK_RATES[Math.max(0, Math.min(PLAYBACK_RATES.length - 1, k + by))];
  if (next !== undefined) engine.setRate(next);
}

const KEY_ACTIONS: Record<string, (engine: PlaybackEngine) => void> = {
  ' ': (engine) => engine.toggle(),
  ArrowLeft: (engine) => engine.step(-1),
  ArrowRight: (engine) => engine.step(1),
  ArrowUp: (engine) => shiftRate(engine, 1),
  ArrowDown: (engine) => shiftRate(engine, -1),
};
