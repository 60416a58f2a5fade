import { DATA_GAP_MS } from '@/lib/fleet/route-facts';

/** The reports' data gap: the replay draws no line across it and counts no time over it. */
export const GAP_MS = DATA_GAP_MS;

/** Stop thresholds the supervisor can pick, in minutes; the first default suits delivery work. */
export const STOP_MINUTES_OPTIONS = [2, 5, 10, 15, 30, 60] as const;
export const DEFAULT_STOP_MINUTES = 5;

/** Playback speeds: route seconds per real second. */
export const PLAYBACK_RATES = [1, 10, 60, 300, 1000] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];
export const DEFAULT_PLAYBACK_RATE: PlaybackRate = 60;

export function isPlaybackRate(value: number): value is PlaybackRate {
  return (PLAYBACK_RATES as readonly number[]).includes(value);
}
