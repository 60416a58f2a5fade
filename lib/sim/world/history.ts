import { LRUCache } from 'lru-cache';
import type { TimeRange } from '@/lib/fleet/range';
import { dayIndexOf } from './clock';
import { dayEvents } from './events/day-events';
import { EventBytes, eventBytes } from './events/event-bytes';
import type { EventHelper } from './events/event-helper';
import type { EventSelection } from './events/event-selection';
import { haversineKm, round6 } from './geo';
import type { PlanCache } from './plan-cache';
import { GPS, PointBuffer } from './point-buffer';
import type { SimVehicle } from './roster';
import { appendDayPoints } from './track';

/** Vehicle-days of events kept (about 8 KB each): an events query of 500 vehicles over 7 days reads at most 4,000. */
const EVENT_DAYS_KEPT = 4_000;
/** Below this many missing vehicle-days, handing half to the helper thread costs more than it saves. */
const HELPER_MIN_DAYS = 200;
/** Vehicle-days handed out at a time: small enough that at the end neither thread waits long for the other. */
const SHARE_DAYS = 100;

/** Routes and events over a range, day by day, never past `now`. */
export class History {
  private readonly eventDays = new LRUCache<number, EventBytes>({ max: EVENT_DAYS_KEPT });

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
      const events = this.dayEventsOf(vehicle, day);
      for (let i = 0; i < events.count; i++) {
        const t = events.t[i]!;
        if (t >= range.desde && t <= until && (!tipos || tipos.has(events.tipo(i)))) into.add(events, i);
      }
    }
  }

  /**
   * Computes the vehicle-days of events the query will read and are not kept yet, on this thread
   * and the helper's at once. Work goes out in shares as each thread is free for more, so the
   * faster one (the helper may be slowed by its smaller heap, or by other processes) does more
   * and neither waits long for the other. Without a helper, or for a few days, `events` computes
   * them itself.
   */
  async prepareEvents(vehicles: readonly SimVehicle[], range: TimeRange, now: number): Promise<void> {
    if (!this.helper) return;
    const missing = this.missingEventDays(vehicles, range, now);
    if (missing.length < HELPER_MIN_DAYS) return;
    const shares = Array.from({ length: Math.ceil(missing.length / SHARE_DAYS) }, (_, k) =>
      missing.slice(k * SHARE_DAYS, (k + 1) * SHARE_DAYS),
    );
    const helper = this.helper;
    let next = 0;
    let helperFailed = false;
    const helped: Promise<void>[] = [];
    const handOut = (): void => {
      const share = shares[next];
      if (helperFailed || !share) return;
      next++;
      const done = helper.compute(share).then(
        (out) => {
          out.forEach(({ buffer, count }, k) => {
            const { vehicle, day } = share[k]!;
            this.eventDays.set(dayKey(vehicle, day), new EventBytes(vehicle, buffer, count));
          });
          handOut();
        },
        // A helper in trouble only costs time: `events` computes what it had here.
        (error: unknown) => {
          if (!helperFailed) console.error('[sim] hilo de eventos:', error);
          helperFailed = true;
        },
      );
      helped.push(done);
    };
    // Two shares in flight: the helper starts the next while this thread takes in the last.
    handOut();
    handOut();
    while (next < shares.length) {
      for (const { vehicle, day } of shares[next++]!) this.dayEventsOf(vehicle, day);
      // Lets the helper's answers in, and with them its next share.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    for (let k = 0; k < helped.length; k++) await helped[k];
  }

  private missingEventDays(vehicles: readonly SimVehicle[], range: TimeRange, now: number): { vehicle: SimVehicle; day: number }[] {
    const missing: { vehicle: SimVehicle; day: number }[] = [];
    const until = Math.min(range.hasta, now);
    for (const vehicle of vehicles) {
      if (!vehicle.hasPosition) continue;
      for (let day = dayIndexOf(range.desde); day <= dayIndexOf(until); day++) {
        if (!this.eventDays.has(dayKey(vehicle, day))) missing.push({ vehicle, day });
      }
    }
    return missing;
  }

  private dayEventsOf(vehicle: SimVehicle, day: number): EventBytes {
    const key = dayKey(vehicle, day);
    let events = this.eventDays.get(key);
    if (!events) {
      events = eventBytes(vehicle, dayEvents(this.plans.transient(vehicle, day)));
      this.eventDays.set(key, events);
    }
    return events;
  }
}

function dayKey(vehicle: SimVehicle, day: number): number {
  return vehicle.index * 1_000_000 + day;
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
