import { parentPort } from 'node:worker_threads';
import { planDay } from '../day-planner';
import type { SimVehicle } from '../roster';
import { dayEvents } from './day-events';
import { eventBuffers } from './event-columns';

/**
 * The second core's share of a cold events query (see `event-helper.ts`): vehicle-days in, their
 * events out as typed columns whose buffers move back without copying. Days are pure functions of
 * the vehicle and the day, so this thread needs no state of its own.
 */
export interface EventJob {
  id: number;
  vehicles: SimVehicle[];
  days: number[];
}

parentPort!.on('message', ({ id, vehicles, days }: EventJob) => {
  const out = vehicles.map((vehicle, k) => dayEvents(planDay(vehicle, days[k]!)));
  parentPort!.postMessage({ id, out }, out.flatMap(eventBuffers));
});
