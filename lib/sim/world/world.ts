import type { SimConfig } from '../config';
import type { EventHelper } from './events/event-helper';
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

  private readonly helper: EventHelper | null;

  /**
   * `eventHelper`: a second thread for cold events queries. Only `npm run sim` passes one, so the
   * app's bundle never meets the worker (the app starts the sim in its own process).
   */
  constructor(config: SimConfig, options: { eventHelper?: EventHelper } = {}) {
    this.roster = buildRoster(config);
    const plans = new PlanCache(PLAN_CACHE_SIZE);
    this.positions = new PositionSnapshots(plans, this.roster.vehicles);
    this.helper = options.eventHelper ?? null;
    this.history = new History(plans, this.helper);
  }

  close(): Promise<void> {
    return this.helper?.close() ?? Promise.resolve();
  }
}
