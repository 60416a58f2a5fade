import { CITIES, type City } from './cities';
import { Random, hashInts } from './random';
import type { SimVehicle } from './roster';
import { type GridPoint, randomCorner, toLatLon } from './streets';

/** A place a vehicle can stop at: a street corner of a city. */
export interface Place {
  city: City;
  grid: GridPoint;
  lat: number;
  lon: number;
}

export function placeAt(city: City, grid: GridPoint): Place {
  const [lat, lon] = toLatLon(city, grid);
  return { city, grid, lat, lon };
}

/** By city id: a city's place in `CITIES`, the small number depots are keyed and drawn by. */
const CITY_INDEX = new Map<string, number>(CITIES.map((city, i) => [city.id, i]));

/**
 * By client and city: one object each, shared by every plan that starts or ends there, rather
 * than one per vehicle (the main thread keeps a plan of today for each of 20,000 vehicles, and
 * its full collections walk every object they hold). Keyed by a number, not a string: every stop
 * of every plan looks its city's depot up.
 */
const DEPOTS = new Map<number, Place>();

/** Every vehicle of a client in a city leaves from and returns to the same depot. */
export function depotOf(vehicle: SimVehicle, city: City): Place {
  const index = CITY_INDEX.get(city.id)!;
  const key = vehicle.clientKey * 16 + index;
  let depot = DEPOTS.get(key);
  if (!depot) {
    const random = new Random(hashInts(vehicle.clientKey, index, 0xd3b0));
    depot = placeAt(city, randomCorner(city, random, 0.7));
    DEPOTS.set(key, depot);
  }
  return depot;
}

export function randomPlace(city: City, random: Random): Place {
  return placeAt(city, randomCorner(city, random));
}

/** Metres of a geofence drawn around each depot. */
export const DEPOT_FENCE_KM = 0.2;
