import type { SimConfig } from '../config';
import { History } from './history';
import { PlanCache } from './plan-cache';
import { PositionSnapshots } from './position-snapshot';
import { type Roster, buildRoster } from './roster';

/** Whole day plans kept for routes; positions keep only the few segments around now of each vehicle. */
const PLAN_CACHE_SIZE = 1_000;

/** The simulated fleet as the handlers see it: who exists, where they are, what they did. */
export class World {
  readonly roster: Roster;
  readonly positions: PositionSnapshots;
  readonly history: History;

  constructor(config: SimConfig) {
    this.roster = buildRoster(config);
    const plans = new PlanCache(PLAN_CACHE_SIZE);
    this.positions = new PositionSnapshots(plans, this.roster.vehicles);
    this.history = new History(plans);
  }
}
