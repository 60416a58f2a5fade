import type { DayPlan } from '../plan';
import { cargoEvents } from './cargo';
import { deviceEvents } from './device';
import { drivingEvents } from './driving';
import { type EventData, packEvents } from './event-columns';
import { ignitionEvents } from './ignition';
import { rareEvents } from './rare';
import { EventSink, type RawEvent } from './sink';

/**
 * The order of ids within one vehicle and one second: type number, then input. Sorting by it
 * (stable) puts a day in the API's order and brings events with the same id together.
 */
function compareRaw(a: RawEvent, b: RawEvent): number {
  return a.t - b.t || a.type - b.type || (a.entrada ?? -1) - (b.entrada ?? -1);
}

/**
 * Every event of one vehicle-day, in time order (ties by id), duplicates (same id) folded into the
 * first raised. The columns are this thread's scratch (`packEvents`): used before the next day's.
 */
export function dayEvents(plan: DayPlan): EventData {
  const sink = new EventSink(plan);
  ignitionEvents(sink);
  drivingEvents(sink);
  cargoEvents(sink);
  deviceEvents(sink);
  rareEvents(sink);
  const ordered = sink.events.sort(compareRaw);
  return packEvents(ordered.filter((event, i) => i === 0 || compareRaw(ordered[i - 1]!, event) !== 0));
}
