import { CATALOGO } from '@/lib/fleet/catalog';
import type { DayPlan } from '../plan';
import { cargoEvents } from './cargo';
import { deviceEvents } from './device';
import { drivingEvents } from './driving';
import { ignitionEvents } from './ignition';
import { rareEvents } from './rare';
import { EventColumns } from './event-columns';
import { EventSink, type RawEvent } from './sink';


const TYPE_NUMBER = new Map<string, number>(CATALOGO.map((entry, i) => [entry.tipo, i]));

/**
 * A stable id: the vehicle, the second and the type (and input) say which event it is, so the
 * same event has the same id in every query and on every run (fleet-api.md §4.5).
 */
function eventId(vehicleId: string, event: RawEvent): string {
  const type = (TYPE_NUMBER.get(event.tipo) ?? 0).toString(36).padStart(2, '0');
  return `evt_${vehicleId.slice(4)}_${(event.t / 1000).toString(36)}${type}${event.entrada ?? ''}`;
}

/** Every event of one vehicle-day, in time order (ties by id), with duplicates (same id) folded. */
export function dayEvents(plan: DayPlan): EventColumns {
  const sink = new EventSink(plan);
  ignitionEvents(sink);
  drivingEvents(sink);
  cargoEvents(sink);
  deviceEvents(sink);
  rareEvents(sink);
  const byId = new Map<string, RawEvent>();
  for (const event of sink.events) {
    const id = eventId(plan.vehicle.id, event);
    if (!byId.has(id)) byId.set(id, event);
  }
  const ordered = [...byId].sort(([idA, a], [idB, b]) => a.t - b.t || (idA < idB ? -1 : idA > idB ? 1 : 0));
  const columns = new EventColumns(plan.vehicle);
  for (const [id, event] of ordered) columns.add(id, event);
  return columns;
}
