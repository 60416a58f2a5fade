import 'server-only';
import { planRouteDays } from './closed-route-days';
import { windowFloor } from './history-run';
import type { FleetTime } from './service-clock';

const DAY_MS = 86_400_000;

/**
 * The closed days the history sync keeps, newest first: the last `days` days that have ended
 * (with the closing margin) and lie whole inside the API's window. Empty until the service's
 * time is known: the window is counted on the fleet's clock.
 */
export function syncDays(serviceClock: FleetTime, days: number): string[] {
  if (!serviceClock.known || days === 0) return [];
  const now = serviceClock.now();
  const { days: closed } = planRouteDays({ desde: now - (days + 2) * DAY_MS, hasta: now }, { now, floor: windowFloor(serviceClock) });
  return closed.slice(-days).reverse();
}

/** The newest first days in groups of at most 7, each oldest first: one route query per vehicle covers a group. */
export function weeksOf(newestFirst: readonly string[]): string[][] {
  const weeks: string[][] = [];
  for (let i = 0; i < newestFirst.length; i += 7) weeks.push(newestFirst.slice(i, i + 7).reverse());
  return weeks;
}
