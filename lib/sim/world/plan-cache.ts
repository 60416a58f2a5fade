import { LRUCache } from 'lru-cache';
import { planDay } from './day-planner';
import type { DayPlan } from './plan';
import type { SimVehicle } from './roster';

/**
 * Day plans are pure functions of (vehicle, day); keeping the recent ones saves recomputing
 * today's plan of every vehicle on every position refresh. The bound keeps memory flat.
 */
export class PlanCache {
  private readonly plans: LRUCache<number, DayPlan>;

  constructor(max: number) {
    this.plans = new LRUCache({ max });
  }

  plan(vehicle: SimVehicle, day: number): DayPlan {
    const key = vehicle.index * 1_000_000 + day;
    let plan = this.plans.get(key);
    if (!plan) {
      plan = planDay(vehicle, day);
      this.plans.set(key, plan);
    }
    return plan;
  }
}
