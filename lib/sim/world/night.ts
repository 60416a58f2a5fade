import { type City, cityById } from './cities';
import { neighbours } from './highways';
import { type Place, depotOf } from './places';
import { hashInts } from './random';
import type { SimVehicle } from './roster';

/**
 * Where a vehicle spends the night before day `day`. Days are planned independently, so this
 * is a formula of the day: each day's plan ends where the next one starts.
 *
 * Long-distance trucks run a four-day cycle: out to a neighbouring city, a day working there,
 * back home, a day working at home.
 */
export function nightCity(vehicle: SimVehicle, day: number): City {
  if (vehicle.profile !== 'longHaul') return vehicle.home;
  const shifted = day + (vehicle.key % 4);
  const phase = ((shifted % 4) + 4) % 4;
  if (phase !== 1 && phase !== 2) return vehicle.home;
  const options = neighbours(vehicle.home.id);
  const pick = options[hashInts(vehicle.key, Math.floor(shifted / 4)) % options.length];
  return pick ? cityById(pick.city) : vehicle.home;
}

export function nightPlace(vehicle: SimVehicle, day: number): Place {
  return depotOf(vehicle, nightCity(vehicle, day));
}
