import { parseApiDateTime } from '@/lib/fleet/time';
import type { SimClockConfig } from './config';

/**
 * The fleet's "now" (docs/embedded-api.md#fleet-clock): what `servicio.hora`, positions, default
 * ranges, the 90-day window and key expiry are measured against. Without `clock.start` it is the
 * real time; with it, the service starts at that instant. Either way it runs at `clock.rate`
 * fleet seconds per real second from the moment the service starts answering (`run`), so the
 * first snapshot is computed at `start` exactly, however long the start-up took.
 *
 * What measures the caller's pace (the unit budget, lock-outs, `Retry-After`, `/_sim/stats`)
 * stays on the real clock: it is about how fast a client sends requests, not about the fleet.
 */
export class FleetClock {
  private readonly start: number | null;
  private readonly rate: number;
  private anchor: { real: number; fleet: number } | null = null;

  constructor(
    config: SimClockConfig | undefined,
    private readonly realNow: () => number = Date.now,
  ) {
    // The config schema has checked `start`; a null here would only come from a config built in code.
    this.start = config?.start === undefined ? null : parseApiDateTime(config.start);
    if (config?.start !== undefined && this.start === null) throw new Error(`clock.start inválido: ${config.start}`);
    this.rate = config?.rate ?? 1;
  }

  /** Starts the clock running; until then it stands at `start` (or follows the real time). */
  run(): void {
    if (this.anchor) return;
    const real = this.realNow();
    this.anchor = { real, fleet: this.start ?? real };
  }

  now(): number {
    if (!this.anchor) return this.start ?? this.realNow();
    // Whole milliseconds, as `Date.now` gives: plans and ids are computed from integers.
    return Math.floor(this.anchor.fleet + (this.realNow() - this.anchor.real) * this.rate);
  }
}
