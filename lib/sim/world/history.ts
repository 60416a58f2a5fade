import type { TimeRange } from '@/lib/fleet/range';
import { dayIndexOf } from './time-grid';
import { dayEvents } from './events/day-events';
import { type EventBytes, packDay } from './events/event-bytes';
import { EventDays } from './events/event-days';
import type { EventHelper } from './events/event-helper';
import type { EventSelection } from './events/event-selection';
import { computeEventDays } from './events/event-sharing';
import { EventStore } from './events/event-store';
import { haversineKm, round6 } from './geo';
import type { PlanCache } from './plan-cache';
import { GPS, PointBuffer } from './point-buffer';
import type { SimVehicle } from './roster';
import { appendDayPoints } from './track';

/** Vehicle-days of events kept (about 8 KB each): an events query of 500 vehicles over 7 days reads at most 4,000. */
const EVENT_DAYS_KEPT = 4_000;

/** Routes and events over a range, day by day, never past `now`. */
export class History {
  private readonly eventDays = new EventStore(EVENT_DAYS_KEPT);

  constructor(
    private readonly plans: PlanCache,
    private readonly helper: EventHelper | null = null,
  ) {}

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

  /** Adds a vehicle's events in the range to `into`; `tipos` null means every type. */
  events(vehicle: SimVehicle, range: TimeRange, now: number, tipos: ReadonlySet<string> | null, into: EventSelection): void {
    if (!vehicle.hasPosition) return;
    const until = Math.min(range.hasta, now);
    for (let day = dayIndexOf(range.desde); day <= dayIndexOf(until); day++) {
      into.addDay(this.dayEventsOf(vehicle, day), range.desde, until, tipos);
    }
  }

  /**
   * The vehicle-days of events of many vehicles over the range, to be read a day at a time: the
   * kept ones at once, the others as they are computed, on this thread and the helper's
   * (`event-sharing.ts`), first days first.
   */
  eventsByDay(vehicles: readonly SimVehicle[], range: TimeRange, now: number): { days: EventDays; computed: Promise<void> } {
    const days = new EventDays(
      vehicles.filter((vehicle) => vehicle.hasPosition),
      dayIndexOf(range.desde),
      dayIndexOf(Math.min(range.hasta, now)),
    );
    const missing: number[] = [];
    for (let slot = 0; slot < days.size; slot++) {
      const kept = this.eventDays.get(dayKey(days.vehicleOf(slot), days.dayOf(slot)));
      if (kept) days.fill(slot, kept);
      else missing.push(slot);
    }
    const maker = {
      make: (slot: number) => this.computeDay(days.vehicleOf(slot), days.dayOf(slot)),
      keep: (slot: number, bytes: Uint8Array, count: number) =>
        this.eventDays.put(dayKey(days.vehicleOf(slot), days.dayOf(slot)), days.vehicleOf(slot), bytes, count),
    };
    return { days, computed: computeEventDays(days, missing, maker, this.helper) };
  }

  private dayEventsOf(vehicle: SimVehicle, day: number): EventBytes {
    return this.eventDays.get(dayKey(vehicle, day)) ?? this.computeDay(vehicle, day);
  }

  /** Computes a vehicle-day on this thread and keeps it. */
  private computeDay(vehicle: SimVehicle, day: number): EventBytes {
    const { bytes, count } = packDay(vehicle, dayEvents(this.plans.transient(vehicle, day)));
    return this.eventDays.put(dayKey(vehicle, day), vehicle, bytes, count);
  }
}

/**
 * Above 2³¹ for every vehicle (up to 2²⁰ of them): a key that fits in 32 bits for the first
 * vehicles and not for later ones throws away the optimized code that computes it, in the
 * middle of the first query that reaches them.
 */
function dayKey(vehicle: SimVehicle, day: number): number {
  return day * 2 ** 20 + vehicle.index;
}

/** `distancia_km` counts only points whose origin is gps (docs/fleet-api.md#recorrido-and-punto), as they are written. */
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
