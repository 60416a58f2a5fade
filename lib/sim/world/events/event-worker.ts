import { parentPort } from 'node:worker_threads';
import { planDay } from '../day-planner';
import type { SimVehicle } from '../roster';
import { dayEvents } from './day-events';
import { eventBytes } from './event-bytes';

/**
 * The second core's share of a cold events query (see `event-helper.ts`): vehicle-days in, their
 * events out as answer text (`event-bytes.ts`) whose buffers move back without copying. Days are
 * pure functions of the vehicle and the day, so the only state this thread keeps is the vehicles
 * sent to it, so that each crosses once.
 */
export interface EventJob {
  id: number;
  /** Drop the vehicles held before this job's. */
  forget: boolean;
  /** Vehicles this thread does not hold yet: each crosses once, not with every job. */
  vehicles: SimVehicle[];
  /** The vehicle-days: each vehicle's index, and the day. */
  indexes: number[];
  days: number[];
}

/** What an `EventBytes` is made of, as it crosses between threads. */
export interface EventDayBuffer {
  buffer: ArrayBuffer;
  count: number;
}

/** The vehicles this thread holds, by index. */
const held = new Map<number, SimVehicle>();

parentPort!.on('message', ({ id, forget, vehicles, indexes, days }: EventJob) => {
  if (forget) held.clear();
  for (const vehicle of vehicles) held.set(vehicle.index, vehicle);
  const out: EventDayBuffer[] = indexes.map((index, k) => {
    const vehicle = held.get(index)!;
    const { buffer, count } = eventBytes(vehicle, dayEvents(planDay(vehicle, days[k]!)));
    return { buffer, count };
  });
  parentPort!.postMessage({ id, out }, out.map((day) => day.buffer));
});
