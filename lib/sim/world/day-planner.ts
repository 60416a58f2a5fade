import type { City } from './cities';
import { HOUR_MS, dayStart, weekdayOf } from './time-grid';
import { connectivityOn } from './connectivity';
import { nightPlace } from './night';
import { planNightShift } from './night-shift';
import { PlanBuilder } from './plan-builder';
import type { DayPlan, Segment } from './plan';
import { takePassengers } from './passengers';
import { workInTown } from './town-work';
import { Random, hashInts } from './random';
import type { SimVehicle } from './roster';
import { highwayTrip, streetTrip } from './trip-path';

/**
 * Upper bound of a day's driving, used to keep the odometer increasing across days. A night
 * truck's day holds the end of one night run and the whole of the next.
 */
const MAX_DAILY_KM = { delivery: 250, service: 200, longHaul: 900, carService: 600 } as const;
const MAX_DAILY_KM_NIGHT_TRUCK = 1_500;
// 2025-01-01: odometers grow from their base since then.
const ODOMETER_EPOCH_DAY = 20_089;

/** One vehicle's day, drawn from the seed: when it leaves, where it goes, how long it stays. */
export function planDay(vehicle: SimVehicle, day: number): DayPlan {
  const random = new Random(hashInts(vehicle.key, day, 0x9a7));
  const segments = vehicle.nightShift ? planNightShift(vehicle, day, random) : planDayShift(vehicle, day, random);
  const base = (vehicle.key % 380_000) + 12_000;
  const maxKm = vehicle.nightShift && vehicle.profile === 'longHaul' ? MAX_DAILY_KM_NIGHT_TRUCK : MAX_DAILY_KM[vehicle.profile];
  return {
    vehicle,
    day,
    start: dayStart(day),
    end: dayStart(day + 1),
    segments,
    odometerKm: base + (day - ODOMETER_EPOCH_DAY) * maxKm,
    net: connectivityOn(vehicle, day),
  };
}

function planDayShift(vehicle: SimVehicle, day: number, random: Random): Segment[] {
  const tonight = nightPlace(vehicle, day);
  const builder = new PlanBuilder(random, dayStart(day), tonight, vehicle);
  // A truck due in another city tonight is on the road, not in the workshop: it would wake up
  // there without having driven.
  const travels = vehicle.profile === 'longHaul' && nightPlace(vehicle, day + 1) !== tonight;
  const inWorkshop = random.chance(0.02) && !travels;
  if (!inWorkshop) {
    if (vehicle.profile === 'longHaul') planTruckDay(builder, vehicle, day, random);
    else if (vehicle.profile === 'carService') planCarServiceDay(builder, vehicle.home, day, random);
    else planTownDay(builder, vehicle.home, vehicle.profile === 'delivery', day, random);
  }
  return builder.finish(dayStart(day + 1), inWorkshop ? 'workshop' : 'offDuty');
}

/**
 * A working day in the home city, from the depot and back (`workInTown`). Saturdays are half
 * days; on Sundays most vehicles stay parked.
 */
function planTownDay(b: PlanBuilder, city: City, delivery: boolean, day: number, random: Random): void {
  const weekday = weekdayOf(day);
  if (weekday === 0 && !random.chance(0.08)) return;
  if (weekday === 6 && random.chance(0.4)) return;
  const halfDay = weekday === 6 || weekday === 0;
  const leave = hourOf(day, delivery ? random.between(6.5, 8.5) : random.between(7.5, 9));
  const shiftEnd = hourOf(day, halfDay ? random.between(12.5, 14) : delivery ? random.between(17.5, 20) : random.between(17, 19));
  const lunch = halfDay ? Infinity : hourOf(day, random.between(12.25, 13.5));
  workInTown(b, { city, delivery, leave, shiftEnd, lunch }, random);
}

/** A travel day on the highway to tomorrow's city, or a working day in today's. */
function planTruckDay(b: PlanBuilder, vehicle: SimVehicle, day: number, random: Random): void {
  const tomorrow = nightPlace(vehicle, day + 1);
  if (tomorrow.city.id === b.place.city.id) {
    planTownDay(b, b.place.city, false, day, random);
    return;
  }
  b.stayUntil(dayStart(day) + random.between(4.5, 7.5) * HOUR_MS, 'offDuty');
  b.driveTo(tomorrow, highwayTrip(b.place, tomorrow, random));
}

/**
 * A remís on the day shifts works two of them with two drivers, from before dawn to near
 * midnight: passenger after passenger, waiting between trips with the engine mostly running.
 */
function planCarServiceDay(b: PlanBuilder, city: City, day: number, random: Random): void {
  const base = b.place;
  const shifts: [number, number][] = [
    [random.between(4.5, 5.5), random.between(14, 14.5)],
    [random.between(14.75, 15.25), random.between(23, 23.5)],
  ];
  for (const [from, to] of shifts) {
    b.stayUntil(dayStart(day) + from * HOUR_MS, 'offDuty');
    // No new passenger in the shift's last hour: the car is back at its base before midnight.
    takePassengers(b, city, dayStart(day) + to * HOUR_MS - HOUR_MS, [4, 20], random);
    b.driveTo(base, streetTrip(b.place, base, random));
  }
}

/** The instant `hours` into the day. */
function hourOf(day: number, hours: number): number {
  return dayStart(day) + hours * HOUR_MS;
}
