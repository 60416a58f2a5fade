import { type Track, isStationary } from './track';

export interface Stop {
  /** Index of the first stationary point and of the last one. */
  first: number;
  last: number;
  /** Epoch ms: the first stationary point, and the first moving point after the stop. */
  arrival: number;
  departure: number;
  durationMs: number;
  lon: number;
  lat: number;
  /** The route begins stopped: the vehicle arrived before the range. */
  startsBeforeRange: boolean;
  /** The route ends stopped: the vehicle had not left when the range ended. */
  endsAfterRange: boolean;
}

/**
 * Stops are runs of stationary points lasting at least `minDurationMs`, from arrival (first
 * stationary point) to departure (the next point that moves, or the range's end when none does).
 */
export function detectStops(track: Track, minDurationMs: number): Stop[] {
  const stops: Stop[] = [];
  let i = 0;
  while (i < track.length) {
    if (!isStationary(track, i)) {
      i++;
      continue;
    }
    let last = i;
    while (last + 1 < track.length && isStationary(track, last + 1)) last++;
    const stop = makeStop(track, i, last);
    if (stop.durationMs >= minDurationMs) stops.push(stop);
    i = last + 1;
  }
  return stops;
}

function makeStop(track: Track, first: number, last: number): Stop {
  const endsAfterRange = last === track.length - 1;
  const arrival = track.time[first]!;
  const departure = endsAfterRange ? Math.max(track.time[last]!, track.hasta) : track.time[last + 1]!;
  return {
    first,
    last,
    arrival,
    departure,
    durationMs: departure - arrival,
    lon: track.lon[first]!,
    lat: track.lat[first]!,
    startsBeforeRange: first === 0,
    endsAfterRange,
  };
}
