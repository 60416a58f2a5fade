'use client';

import { useEffect } from 'react';
import { useLatest } from '@/components/map/use-latest';
import type { PlaybackEngine } from '@/lib/client/replay/playback-engine';
import { PLAYBACK_RATES } from '@/lib/client/replay/replay-settings';

/** A focused control keeps the keys it uses: typing and lists take all, sliders the arrows, buttons the space. */
function isOwnedByControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('select, textarea, dialog, [role="combobox"], input:not([type="range"]):not([type="checkbox"])')) return true;
  if (target.closest('input[type="range"], [role="slider"]')) return key !== ' ';
  return key === ' ' && target.closest('button, a, input[type="checkbox"]') !== null;
}

/** What a shortcut did, for the page to say (a polite live region). */
export type ShortcutEffect =
  | { kind: 'playing' | 'paused' | 'step' | 'rate' }
  | { kind: 'follow'; on: boolean }
  | { kind: 'skip'; on: boolean };

export interface ReplayShortcuts {
  follow: boolean;
  onFollowChange: (follow: boolean) => void;
  onToggleHelp: () => void;
  onEffect: (effect: ShortcutEffect) => void;
}

/** Speeds in order; beyond the ends a key changes nothing. */
function shiftRate(engine: PlaybackEngine, by: 1 | -1): boolean {
  const k = PLAYBACK_RATES.indexOf(engine.getSnapshot().rate);
  const next = PLAYBACK_RATES[Math.max(0, Math.min(PLAYBACK_RATES.length - 1, k + by))];
  if (next === undefined || next === engine.getSnapshot().rate) return false;
  engine.setRate(next);
  return true;
}

/**
 * The replay's keyboard: space plays or pauses, ← → step by point, + − (and ↑ ↓) change the
 * speed, F follows the vehicle, S skips stops, ? shows the shortcuts. Each says what it did.
 */
export function useReplayKeyboard(engine: PlaybackEngine, shortcuts: ReplayShortcuts): void {
  const latest = useLatest(shortcuts);
  useEffect(() => {
    const actions: Record<string, () => ShortcutEffect | null> = {
      ' ': () => {
        engine.toggle();
        return { kind: engine.getSnapshot().playing ? 'playing' : 'paused' };
      },
      ArrowLeft: () => (engine.step(-1), { kind: 'step' }),
      ArrowRight: () => (engine.step(1), { kind: 'step' }),
      '+': () => (shiftRate(engine, 1) ? { kind: 'rate' } : null),
      '-': () => (shiftRate(engine, -1) ? { kind: 'rate' } : null),
      ArrowUp: () => (shiftRate(engine, 1) ? { kind: 'rate' } : null),
      ArrowDown: () => (shiftRate(engine, -1) ? { kind: 'rate' } : null),
      f: () => {
        const on = !latest.current.follow;
        latest.current.onFollowChange(on);
        return { kind: 'follow', on };
      },
      s: () => {
        const on = !engine.getSnapshot().skipStops;
        engine.setSkipStops(on);
        return { kind: 'skip', on };
      },
      '?': () => (latest.current.onToggleHelp(), null),
    };
    // `=` is `+` without shift on most layouts; the numeric keypad has its own keys.
    const aliases: Record<string, string> = { '=': '+', Add: '+', Subtract: '-', F: 'f', S: 's' };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || isOwnedByControl(e.target, e.key)) return;
      const key = aliases[e.key] ?? (e.code === 'NumpadAdd' ? '+' : e.code === 'NumpadSubtract' ? '-' : e.key);
      const action = actions[key];
      if (!action) return;
      e.preventDefault();
      const effect = action();
      if (effect) latest.current.onEffect(effect);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [engine, latest]);
}
