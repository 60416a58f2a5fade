import type { City } from './cities';
import { HOUR_MS, MINUTE_MS, dayStart, weekdayOf } from './time-grid';
import { connectivityOn } from './connectivity';
import { nightPlace } from './night';
import { PlanBuilder } from './plan-builder';
import type { DayPlan } from './plan';
import { randomPlace } from './places';
import { Random, hashInts } from './random';
import type { SimVehicle } from './roster';
import { highwayTrip, streetTrip } from './trip-path';

/** Upper bound of a day's driving, used to keep the odometer increasing across days. */
const MAX_DAILY_KM = { delivery: 250, service: 200, longHaul: 900, carService: 600 } as const;
// 2025-01-01: odometers grow from their base since then.
const ODOMETER_EPOCH_DAY = 20_089;

/** One vehicle's day, drawn from the seed: when it leaves, where it goes, how long it stays. */
export function planDay(vehicle: SimVehicle, day: number): DayPlan {
  const start = dayStart(day);
  const end = dayStart(day + 1);
  const random = new Random(hashInts(vehicle.key, day, 0x9a7));
  const tonight = nightPlace(vehicle, day);
  const builder = new PlanBuilder(random, start, tonight, vehicle.profile === 'longHaul', tonight);
  const inWorkshop = random.chance(0.02);
  if (!inWorkshop) {
    if (vehicle.profile === 'longHaul') planTruckDay(builder, vehicle, day, random);
    else if (vehicle.profile === 'carService') planRemisDay(builder, vehicle.home, day, random);
    else planTownDay(builder, vehicle.home, vehicle.profile === 'delivery', day, random);
  }
  const segments = builder.finish(end, inWorkshop ? 'workshop' : 'offDuty');
  const base = (vehicle.key % 380_000) + 12_000;
  return {
    vehicle,
    day,
    start,
    end,
    segments,
    odometerKm: base + (day - ODOMETER_EPOCH_DAY) * MAX_DAILY_KM[vehicle.profile],
    depot: tonight,
    net: connectivityOn(vehicle, day),
  };
}

/**
 * A working day in the home city: out of the depot in the morning, client after client until the
 * shift is over (deliveries are short, service calls long), a lunch break, back to the depot in
 * the evening. Saturdays are half days; on Sundays most vehicles stay parked.
 */
function planTownDay(b: PlanBuilder, city: City, delivery: boolean, day: number, random: Random): void {
  const weekday = weekdayOf(day);
  if (weekday === 0 && !random.chance(0.08)) return;
  if (weekday === 6 && random.chance(0.4)) return;
  const halfDay = weekday === 6 || weekday === 0;
  const leave = hourOf(day, delivery ? random.between(6.5, 8.5) : random.between(7.5, 9));
  const shiftEnd = hourOf(day, halfDay ? random.between(12.5, 14) : delivery ? random.between(17.5, 20) : random.between(17, 19));
  let lunch = halfDay ? Infinity : hourOf(day, random.between(12.25, 13.5));
  const depot = b.place;
  b.stayUntil(leave, 'offDuty');
  // The last call starts early enough to be back by the end of the shift.
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
 * A remís works two shifts with two drivers, from before dawn to near midnight: passenger
 * after passenger, waiting between trips with the engine mostly running.
 */
function planRemisDay(b: PlanBuilder, city: City, day: number, random: Random): void {
  const base = b.place;
  const shifts: [number, number][] = [
    [random.between(4.5, 5.5), random.between(14, 14.5)],
    [random.between(14.75, 15.25), random.between(23, 23.5)],
  ];
  for (const [from, to] of shifts) {
    b.stayUntil(dayStart(day) + from * HOUR_MS, 'offDuty');
    const end = dayStart(day) + to * HOUR_MS;
    // No new passenger in the shift's last hour: the car is back at its base before midnight.
    while (b.t < end - HOUR_MS) {
      const pickup = randomPlace(city, random);
      b.driveTo(pickup, streetTrip(b.place, pickup, random));
      b.stayFor(random.between(1, 4) * MINUTE_MS, 'customer', true);
      const dropOff = randomPlace(city, random);
      b.driveTo(dropOff, streetTrip(b.place, dropOff, random));
      b.stayFor(random.between(4, 20) * MINUTE_MS, 'customer', random.chance(0.7));
    }
    b.driveTo(base, streetTrip(b.place, base, random));
  }
}

/** The instant `hours` into the day. */
function hourOf(day: number, hours: number): number {
  return dayStart(day) + hours * HOUR_MS;
}
