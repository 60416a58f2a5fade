import { CATALOGO } from '@/lib/fleet/catalog';
import type { DayPlan } from '../plan';
import { cargoEvents } from './cargo';
import { deviceEvents } from './device';
import { drivingEvents } from './driving';
import { ignitionEvents } from './ignition';
import { rareEvents } from './rare';
import { EventSink, type RawEvent } from './sink';

export type DayEvent = RawEvent;

const TYPE_NUMBER = new Map<string, number>(CATALOGO.map((entry, i) => [entry.tipo, i]));

/**
 * A stable id: the vehicle, the second and the type (and input) say which event it is, so the
 * same event has the same id in every query and on every run (fleet-api.md §4.5).
 */
function eventId(vehicleId: string, event: RawEvent): string {
  const type = (TYPE_NUMBER.get(event.tipo) ?? 0).toString(36).padStart(2, '0');
  return `evt_${vehicleId.slice(4)}_${(event.t / 1000).toString(36)}${type}${event.entrada ?? ''}`;
}

/** Every event of one vehicle-day, in time order, with duplicates (same id) folded. */
export function dayEvents(plan: DayPlan): DayEvent[] {
  const sink = new EventSink(plan);
  ignitionEvents(sink);
  drivingEvents(sink);
  cargoEvents(sink);
  deviceEvents(sink);
  rareEvents(sink);
  const seen = new Set<string>();
  const events: DayEvent[] = [];
  for (const event of sink.events) {
    event.id = eventId(plan.vehicle.id, event);
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    events.push(event);
  }
  return events.sort(compareEvents);
}

/** Chronological, ties broken by id so every query lists them in the same order. */
export function compareEvents(a: DayEvent, b: DayEvent): number {
  return a.t - b.t || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
