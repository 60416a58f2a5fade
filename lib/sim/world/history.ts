import { LRUCache } from 'lru-cache';
import type { TimeRange } from '@/lib/fleet/range';
import { dayIndexOf } from './clock';
import { dayEvents } from './events/day-events';
import type { EventColumns, EventRef } from './events/event-columns';
import { haversineKm, round6 } from './geo';
import type { PlanCache } from './plan-cache';
import { GPS, PointBuffer } from './point-buffer';
import type { SimVehicle } from './roster';
import { appendDayPoints } from './track';

/** Vehicle-days of events kept: an events query of 500 vehicles over 7 days reads 4,000. */
const EVENT_DAYS_KEPT = 5_000;

/** Routes and events over a range, day by day, never past `now`. */
export class History {
  private readonly eventDays = new LRUCache<number, EventColumns>({ max: EVENT_DAYS_KEPT });

  constructor(private readonly plans: PlanCache) {}

  route(vehicle: SimVehicle, range: TimeRange, now: number): { points: PointBuffer; distanciaKm: number } {
    const points = new PointBuffer();
    const until = Math.min(range.hasta, now);
    if (vehicle.hasPosition) {
      for (let day = dayIndexOf(range.desde); day <= dayIndexOf(until); day++) {
        appendDayPoints(this.plans.plan(vehicle, day), range.desde, until, points);
      }
    }
    return { points, distanciaKm: gpsDistanceKm(points) };
  }

  /** A vehicle's events in the range, in order; `tipos` null means every type. */
  events(vehicle: SimVehicle, range: TimeRange, now: number, tipos: ReadonlySet<string> | null): EventRef[] {
    if (!vehicle.hasPosition) return [];
    const until = Math.min(range.hasta, now);
    const out: EventRef[] = [];
    for (let day = dayIndexOf(range.desde); day <= dayIndexOf(until); day++) {
      const events = this.dayEventsOf(vehicle, day);
      for (let i = 0; i < events.count; i++) {
        const t = events.t[i]!;
        if (t >= range.desde && t <= until && (!tipos || tipos.has(events.tipo[i]!))) out.push({ day: events, i });
      }
    }
    return out;
  }

  private dayEventsOf(vehicle: SimVehicle, day: number): EventColumns {
    const key = vehicle.index * 1_000_000 + day;
    let events = this.eventDays.get(key);
    if (!events) {
      events = dayEvents(this.plans.transient(vehicle, day));
      this.eventDays.set(key, events);
    }
    return events;
  }
}

/** `distancia_km` counts only points whose origin is gps (fleet-api.md §2), as they are written. */
export function gpsDistanceKm(points: PointBuffer): number {
  let km = 0;
  let prev = -1;
  for (let i = 0; i < points.length; i++) {
    if (points.origin[i] !== GPS) continue;
    if (prev >= 0) {
      km += haversineKm(round6(points.lat[prev]!), round6(points.lon[prev]!), round6(points.lat[i]!), round6(points.lon[i]!));
    }
    prev = i;
  }
  return Math.round(km * 1000) / 1000;
}
