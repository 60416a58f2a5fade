import { isGapBefore } from './gaps';
import type { Track } from './track';

/** The speed chart's columns: x in Unix seconds (uPlot's time unit), y in km/h or null. */
export interface SpeedSeries {
  x: number[];
  y: (number | null)[];
}

/**
 * Speed over time, with a null inserted inside every data gap so the chart breaks its line
 * there, as the map does, instead of drawing a ramp through hours with no data.
 */
export function buildSpeedSeries(track: Track, gapMs: number): SpeedSeries {
  const x: number[] = [];
  const y: (number | null)[] = [];
  for (let i = 0; i < track.length; i++) {
    if (isGapBefore(track, i, gapMs)) {
      x.push((track.time[i - 1]! + track.time[i]!) / 2000);
      y.push(null);
    }
    const v = track.speed[i]!;
    x.push(track.time[i]! / 1000);
    y.push(Number.isNaN(v) ? null : v);
  }
  return { x, y };
}

const ARGENTINA_OFFSET_S = -3 * 3600;

/**
 * uPlot lays out and labels time axes from local-time Dates; giving it a Date whose local fields
 * read Argentina's wall clock makes ticks fall on Argentina hours and days in any browser zone.
 */
export function argentinaWallClock(unixSeconds: number): Date {
  const shifted = new Date((unixSeconds + ARGENTINA_OFFSET_S) * 1000);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
  );
}
