import { type City, cityById } from './cities';
import { neighbours } from './highways';
import { takePassengers } from './passengers';
import type { Segment } from './plan';
import { PlanBuilder, type Run } from './plan-builder';
import { depotOf } from './places';
import { Random, hashInts, unitHash } from './random';
import type { SimVehicle } from './roster';
import { HOUR_MS, dayStart, weekdayOf } from './time-grid';
import { workInTown } from './town-work';
import { highwayTrip, streetTrip } from './trip-path';

/**
 * Night work (docs/embedded-api.md#night-work), so the live map is alive at any hour, weekends
 * included: trucks on night runs along the national routes, and remises on the night shift.
 * The remises park by day; the trucks mostly too, but for local rounds on weekday mornings.
 *
 * Days are planned one at a time, and a night's work runs across midnight. So each evening's
 * work is a run planned on its own, from a place known in advance (the depot it leaves from),
 * with its own random stream: the next day plans the same run again and carries on from where
 * the vehicle is at 00:00 (`PlanBuilder.carry`). Every instant still belongs to one day's plan.
 */
export function planNightShift(vehicle: SimVehicle, day: number, random: Random): Segment[] {
  return vehicle.profile === 'longHaul' ? planNightTruck(vehicle, day, random) : planNightCar(vehicle, day, random);
}

/** A pair of nights (out and back) a night truck stays home instead. */
const TRUCK_PAIRS_OFF = 0.15;
/** Nights a night-shift remís does not go out (its driver's night off). */
const CAR_NIGHTS_OFF = 1 / 7;
/** Minutes a remís waits for the next call: shorter in the evening than in the small hours. */
const EVENING_WAITS: [number, number] = [4, 20];
const SMALL_HOURS_WAITS: [number, number] = [6, 30];

/**
 * The end of last night's run, and tonight's run out. In between the truck waits at the depot,
 * or on most weekdays a second driver takes it on rounds in town until early afternoon: a truck
 * that runs by night is not idle all day.
 */
function planNightTruck(vehicle: SimVehicle, day: number, random: Random): Segment[] {
  const lastNight = truckRun(vehicle, day - 1);
  const b = new PlanBuilder(random, dayStart(day), lastNight?.place ?? depotOf(vehicle, vehicle.home), vehicle);
  if (lastNight) b.carry(lastNight);
  const weekday = weekdayOf(day);
  if (weekday >= 1 && weekday <= 5 && random.chance(0.6)) {
    const leave = dayStart(day) + random.between(8.5, 10) * HOUR_MS;
    const shiftEnd = dayStart(day) + random.between(13, 14.5) * HOUR_MS;
    workInTown(b, { city: b.place.city, delivery: false, leave, shiftEnd, lunch: Infinity }, random);
  }
  const tonight = truckRun(vehicle, day);
  if (tonight) b.join(tonight, 'offDuty');
  return b.finish(dayStart(day + 1), 'offDuty');
}

/**
 * A night truck shuttles between home and a neighbouring city: out one night, back the next,
 * then out again (the city changes with each pair of nights). Null on the nights it stays.
 */
function truckLeg(vehicle: SimVehicle, day: number): { from: City; to: City } | null {
  const shifted = day + (vehicle.key % 2);
  const pair = Math.floor(shifted / 2);
  if (unitHash(vehicle.key, pair, 0x4e2) < TRUCK_PAIRS_OFF) return null;
  const options = neighbours(vehicle.home.id);
  const away = options[hashInts(vehicle.key, pair, 0x4e3) % options.length];
  if (!away) return null;
  const city = cityById(away.city);
  return shifted % 2 === 0 ? { from: vehicle.home, to: city } : { from: city, to: vehicle.home };
}

/**
 * The night run that leaves on `day`'s evening, timed so that the middle of the trip falls
 * between 00:30 and 03:30: a long trip leaves from 18:00 on, a short one as late as 23:30.
 */
function truckRun(vehicle: SimVehicle, day: number): Run | null {
  const leg = truckLeg(vehicle, day);
  if (!leg) return null;
  const random = new Random(hashInts(vehicle.key, day, 0x4e4));
  const from = depotOf(vehicle, leg.from);
  const to = depotOf(vehicle, leg.to);
  const earliest = dayStart(day) + 18 * HOUR_MS;
  const latest = dayStart(day) + 23.5 * HOUR_MS;
  const middle = dayStart(day + 1) + random.between(0.5, 3.5) * HOUR_MS;
  const b = new PlanBuilder(random, earliest, from, vehicle);
  b.driveTo(to, highwayTrip(from, to, random), (tripMs) => Math.min(latest, Math.max(earliest, middle - tripMs / 2)));
  return b.run();
}

/** The end of last night's shift (passengers until 05:00–06:30, then back to base), parked by day, tonight's shift. */
function planNightCar(vehicle: SimVehicle, day: number, random: Random): Segment[] {
  const base = depotOf(vehicle, vehicle.home);
  const lastNight = carRun(vehicle, day - 1);
  const b = new PlanBuilder(random, dayStart(day), lastNight?.place ?? base, vehicle);
  if (lastNight) {
    b.carry(lastNight);
    takePassengers(b, vehicle.home, dayStart(day) + random.between(5, 6.5) * HOUR_MS, SMALL_HOURS_WAITS, random);
    b.driveTo(base, streetTrip(b.place, base, random));
  }
  const tonight = carRun(vehicle, day);
  if (tonight) b.join(tonight, 'offDuty');
  return b.finish(dayStart(day + 1), 'offDuty');
}

/**
 * A night shift's evening: out of the base at 19:00–20:30 (on Friday and Saturday, the busy
 * nights, at 17:30–19:00), passenger after passenger until past midnight.
 */
function carRun(vehicle: SimVehicle, day: number): Run | null {
  if (unitHash(vehicle.key, day, 0x4e5) < CAR_NIGHTS_OFF) return null;
  const random = new Random(hashInts(vehicle.key, day, 0x4e6));
  const busy = weekdayOf(day) === 5 || weekdayOf(day) === 6;
  const hour = busy ? random.between(17.5, 19) : random.between(19, 20.5);
  // On a whole second, as every segment boundary is: the day's plan waits for it to the second.
  const leave = Math.ceil((dayStart(day) + hour * HOUR_MS) / 1000) * 1000;
  const b = new PlanBuilder(random, leave, depotOf(vehicle, vehicle.home), vehicle);
  takePassengers(b, vehicle.home, dayStart(day + 1), EVENING_WAITS, random);
  return b.run();
}
