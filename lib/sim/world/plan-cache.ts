import { LRUCache } from 'lru-cache';
import { planDay } from './day-planner';
import type { DayPlan } from './plan';
import type { SimVehicle } from './roster';

/**
 * Day plans are pure functions of (vehicle, day), cheap to redo (tens of µs) but worth keeping
 * for the routes people open again and again. Bulk readers (positions of the whole fleet,
 * events of 500 vehicles) take plans without keeping them, so memory stays flat.
 */
export class PlanCache {
  private readonly plans: LRUCache<number, DayPlan>;

  constructor(max: number) {
    this.plans = new LRUCache({ max });
  }

  plan(vehicle: SimVehicle, day: number): DayPlan {
    const key = keyOf(vehicle, day);
    let plan = this.plans.get(key);
    if (!plan) {
      plan = planDay(vehicle, day);
      this.plans.set(key, plan);
    }
    return plan;
  }

  /** A plan for one-off use: the kept one if there is one, otherwise made and not kept. */
  transient(vehicle: SimVehicle, day: number): DayPlan {
    return this.plans.get(keyOf(vehicle, day)) ?? planDay(vehicle, day);
  }
}

function keyOf(vehicle: SimVehicle, day: number): number {
  return vehicle.index * 1_000_000 + day;
}
