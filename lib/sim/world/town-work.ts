import type { City } from './cities';
import type { PlanBuilder } from './plan-builder';
import { randomPlace } from './places';
import type { Random } from './random';
import { MINUTE_MS } from './time-grid';
import { streetTrip } from './trip-path';

export interface TownShift {
  city: City;
  /** Deliveries are short stops; service calls (and a truck's rounds) long ones. */
  delivery: boolean;
  leave: number;
  shiftEnd: number;
  /** When the lunch break is due (Infinity: none). */
  lunch: number;
}

/**
 * A shift of calls in a city: out of the depot at `leave`, client after client until the shift
 * is over, a lunch break, back to the depot. The last call starts early enough to be back by
 * the end of the shift.
 */
export function workInTown(b: PlanBuilder, shift: TownShift, random: Random): void {
  const { city, delivery, leave, shiftEnd } = shift;
  let { lunch } = shift;
  const depot = b.place;
  b.stayUntil(leave, 'offDuty');
  while (b.t < shiftEnd - 45 * MINUTE_MS) {
    if (b.t >= lunch) {
      b.stayFor(random.between(30, 60) * MINUTE_MS, 'lunch');
      lunch = Infinity;
    }
    const to = randomPlace(city, random);
    b.driveTo(to, streetTrip(b.place, to, random));
    const dwell = delivery ? random.between(15, 50) : random.between(45, 120);
    b.stayFor(dwell * MINUTE_MS, 'customer', random.chance(delivery ? 0.2 : 0.1));
  }
  b.driveTo(depot, streetTrip(b.place, depot, random));
}
