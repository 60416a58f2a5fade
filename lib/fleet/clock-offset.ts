/**
 * How far the fleet's clock (the Fleet API's "now") is from a local clock, learnt from answers
 * that carry the fleet's time. The server keeps one against the service (`servicio.hora`), the
 * browser one against our server (the `x-hora-flota` header): every "now" that means fleet time
 * is the local clock plus this offset, so a fleet set to another day, or a local clock that
 * drifts, shifts nobody's ranges.
 */
export interface ClockSample {
  /** The fleet's time as the answer states it. */
  fleetMs: number;
  /** Local clock when the request left and when its answer arrived. */
  sentAt: number;
  receivedAt: number;
  /** The answer's time is cut to this (1,000 for whole seconds): the true time lies in [fleetMs, fleetMs + resolution). */
  resolutionMs?: number;
}

export interface OffsetEstimate {
  offsetMs: number;
  /** Half the window the true offset lies in. */
  errorMs: number;
}

/**
 * The answer's time was read somewhere between sending and receiving: the midpoint of the round
 * trip is the best guess, wrong by at most half of it (plus half the answer's resolution).
 */
export function estimateOffset({ fleetMs, sentAt, receivedAt, resolutionMs = 0 }: ClockSample): OffsetEstimate {
  const roundTrip = Math.max(0, receivedAt - sentAt);
  return {
    offsetMs: Math.round(fleetMs + resolutionMs / 2 - (sentAt + roundTrip / 2)),
    errorMs: Math.ceil(roundTrip / 2 + resolutionMs / 2),
  };
}

/**
 * The offset in use. A new sample replaces it when it is more precise, or when it disagrees by
 * more than both errors together (one of the clocks was set or drifted). Otherwise the offset
 * stays put: ranges do not wobble by a few hundred milliseconds at every answer.
 */
export class ClockOffset {
  private current: OffsetEstimate | null = null;

  /** Zero until the first sample: the local clock is the best guess there is. */
  get offsetMs(): number {
    return this.current?.offsetMs ?? 0;
  }

  get known(): boolean {
    return this.current !== null;
  }

  /** Takes one sample; true when the offset changed. */
  learn(sample: ClockSample): boolean {
    if (![sample.fleetMs, sample.sentAt, sample.receivedAt].every(Number.isFinite) || sample.receivedAt < sample.sentAt) return false;
    const next = estimateOffset(sample);
    const current = this.current;
    const moved = current !== null && Math.abs(next.offsetMs - current.offsetMs) > next.errorMs + current.errorMs;
    if (current !== null && !moved && next.errorMs >= current.errorMs) return false;
    this.current = next;
    return current === null || next.offsetMs !== current.offsetMs;
  }

  /** The fleet's time at the local instant `localMs`. */
  toFleet(localMs: number): number {
    return localMs + this.offsetMs;
  }
}
