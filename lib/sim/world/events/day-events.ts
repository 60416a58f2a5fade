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
  return packEvents(withoutRepeats(sortByOrder(sink.events)));
}

/** Drops, in place, each event with the same id as the one before it (ordered events bring them together). */
function withoutRepeats(events: RawEvent[]): RawEvent[] {
  let kept = 0;
  for (let i = 0; i < events.length; i++) {
    if (kept === 0 || compareRaw(events[kept - 1]!, events[i]!) !== 0) events[kept++] = events[i]!;
  }
  events.length = kept;
  return events;
}

/**
 * Sorts by `compareRaw`, stable, in place: an insertion sort, as a day's two dozen events come
 * in a few runs already in order (each source raises its own in time), where the built-in sort's
 * calls to the comparison cost several times as much.
 */
function sortByOrder(events: RawEvent[]): RawEvent[] {
  for (let i = 1; i < events.length; i++) {
    const event = events[i]!;
    let j = i - 1;
    while (j >= 0 && compareRaw(events[j]!, event) > 0) {
      events[j + 1] = events[j]!;
      j--;
    }
    events[j + 1] = event;
  }
  return events;
}
