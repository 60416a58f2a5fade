import type { City } from './cities';
import type { PlanBuilder } from './plan-builder';
import { randomPlace } from './places';
import type { Random } from './random';
import { MINUTE_MS } from './time-grid';
import { streetTrip } from './trip-path';

/**
 * Passenger after passenger, each one taken while the clock is before `until` (so the last may
 * end after it): to the pickup, a short wait, to the drop-off, then a wait for the next call,
 * `waitMinutes` long, with the engine mostly running.
 */
export function takePassengers(b: PlanBuilder, city: City, until: number, waitMinutes: [number, number], random: Random): void {
  while (b.t < until) {
    const pickup = randomPlace(city, random);
    b.driveTo(pickup, streetTrip(b.place, pickup, random));
    b.stayFor(random.between(1, 4) * MINUTE_MS, 'customer', true);
    const dropOff = randomPlace(city, random);
    b.driveTo(dropOff, streetTrip(b.place, dropOff, random));
    b.stayFor(random.between(waitMinutes[0], waitMinutes[1]) * MINUTE_MS, 'customer', random.chance(0.7));
  }
}

