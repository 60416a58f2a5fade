import { Duration } from 'luxon';

/**
 * Points further apart in time than this are not joined: the device said nothing in between,
 * so a straight line would invent a path. Devices report every few seconds to a minute while
 * moving; ten minutes of silence is a real hole in the data.
 */
export const GAP_MS = Duration.fromObject({ minutes: 10 }).toMillis();

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
