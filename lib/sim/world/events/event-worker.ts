import { parentPort } from 'node:worker_threads';
import { planDay } from '../day-planner';
import type { SimVehicle } from '../roster';
import { dayEvents } from './day-events';
import { packDay } from './event-bytes';

/**
 * A helper thread's share of a cold events query (see `event-helper.ts`): vehicle-days in, their
 * events out as packed answer text (`packDay`), one day after another in one buffer that moves
 * to the main thread without copying and comes back with a later job. Days are pure functions of
 * the vehicle and the day, so the only state this thread keeps is the vehicles sent to it, so
 * that each crosses once.
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
  /** A buffer to write them into, back from an earlier job (null: make one). */
  buffer: ArrayBuffer | null;
}

/** A job's days, packed one after another: day k is bytes `at[k]` to `at[k + 1]` of `buffer`. */
export interface EventJobResult {
  buffer: ArrayBuffer;
  at: number[];
  counts: number[];
}

/** A share's hundred days take about 700 KB. */
const FIRST_BUFFER_BYTES = 1 << 20;

/** The vehicles this thread holds, by index. */
const held = new Map<number, SimVehicle>();

parentPort!.on('message', ({ id, forget, vehicles, indexes, days, buffer }: EventJob) => {
  if (forget) held.clear();
  for (const vehicle of vehicles) held.set(vehicle.index, vehicle);
  let out: Uint8Array<ArrayBuffer> = new Uint8Array(buffer ?? new ArrayBuffer(FIRST_BUFFER_BYTES));
  const at = [0];
  const counts: number[] = [];
  indexes.forEach((index, k) => {
    const vehicle = held.get(index)!;
    const { bytes, count } = packDay(vehicle, dayEvents(planDay(vehicle, days[k]!)));
    const end = at[k]! + bytes.byteLength;
    if (end > out.byteLength) out = grown(out, at[k]!, end);
    out.set(bytes, at[k]);
    at.push(end);
    counts.push(count);
  });
  const result: EventJobResult = { buffer: out.buffer, at, counts };
  parentPort!.postMessage({ id, result }, [out.buffer]);
});

/** A bigger buffer with the first `used` bytes of `out`. */
function grown(out: Uint8Array, used: number, needed: number): Uint8Array<ArrayBuffer> {
  const bigger = new Uint8Array(Math.max(needed, 2 * out.byteLength));
  bigger.set(out.subarray(0, used));
  return bigger;
}
