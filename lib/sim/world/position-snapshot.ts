import { currentPosition } from './current-position';
import type { PlanCache } from './plan-cache';
import type { SimVehicle } from './roster';

/**
 * Positions refresh on the service every 10 s (fleet-api.md §4.7: polling faster returns no
 * newer data). Each refresh computes every vehicle's position once and writes its JSON once;
 * a request only picks and joins the pieces it needs.
 */
export const REFRESH_MS = 10_000;

export interface Snapshot {
  at: number;
  /** Indexed by vehicle index; null for a vehicle that never reported a position. */
  json: (string | null)[];
}

export class PositionSnapshots {
  private current: Snapshot | null = null;

  constructor(
    private readonly plans: PlanCache,
    private readonly vehicles: readonly SimVehicle[],
  ) {}

  at(now: number): Snapshot {
    const tick = Math.floor(now / REFRESH_MS) * REFRESH_MS;
    if (this.current?.at !== tick) this.current = this.compute(tick);
    return this.current;
  }

  private compute(tick: number): Snapshot {
    const json = this.vehicles.map((vehicle) => {
      const position = currentPosition(this.plans, vehicle, tick);
      return position && JSON.stringify(position);
    });
    return { at: tick, json };
  }
}
