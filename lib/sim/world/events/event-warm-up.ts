import type { SimVehicle } from '../roster';
import type { EventHelper } from './event-helper';

/** Days the sample spans (ending today): weekdays, a Saturday and a Sunday, as a week's query. */
const WARM_UP_SPAN = 8;
/** Vehicle-days per job, as `event-sharing.ts` hands them out: a query waits behind at most one. */
const WARM_UP_SHARE = 100;

/**
 * Runs the helper threads' code over `helper.warmUpDays` vehicle-days of vehicles spread over
 * the fleet, and drops what they compute. Each thread's JIT learns the shapes of every profile
 * and kind of day there, rather than in the first cold queries: one query's worth of warming
 * left them recompiling and deoptimizing through the next, at about twice the CPU. Nothing is
 * kept, so no answer comes from it. Never rejects: a lost thread only ends the warm-up.
 */
export async function warmUpHelper(helper: EventHelper, vehicles: readonly SimVehicle[], today: number): Promise<void> {
  const located = vehicles.filter((vehicle) => vehicle.hasPosition);
  const perDay = Math.min(located.length, Math.ceil(helper.warmUpDays / WARM_UP_SPAN));
  if (perDay === 0) return;
  const sample = Array.from({ length: perDay }, (_, k) => located[Math.floor((k * located.length) / perDay)]!);
  const items = Array.from({ length: WARM_UP_SPAN }, (_, d) => sample.map((vehicle) => ({ vehicle, day: today - WARM_UP_SPAN + 1 + d }))).flat();
  const queue = { next: 0 };
  const thread = async (): Promise<void> => {
    while (queue.next < items.length) {
      const share = items.slice(queue.next, queue.next + WARM_UP_SHARE);
      queue.next += WARM_UP_SHARE;
      await helper.compute(share);
    }
  };
  // One job in flight per thread, so a query's jobs are never queued behind more than one.
  await Promise.all(Array.from({ length: helper.threads }, thread)).catch(() => undefined);
}
