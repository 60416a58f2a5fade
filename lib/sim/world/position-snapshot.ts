import { MINUTE_MS, dayIndexOf, dayStart } from './time-grid';
import { within } from './connectivity';
import { CONTACT_MS, RECENT_LOOKBACK_MS, contactPhase, firstPointAfter, latestPoint, positionFrom } from './current-position';
import { type DayPlan, trimPlan } from './plan';
import type { PlanCache } from './plan-cache';
import type { SimVehicle } from './roster';

/**
 * Positions refresh on the service every 10 s of fleet time (docs/embedded-api.md#positions:
 * polling faster returns no newer data). At each refresh only the vehicles whose answer changed are recomputed (a new
 * fix, a check-in, going on- or offline), and each one's JSON is written once; a request only
 * picks and joins the pieces it needs.
 */
export const REFRESH_MS = 10_000;
const RECHECK_MS = 15 * MINUTE_MS;
/**
 * The window of today's plan kept per vehicle: enough for the next refreshes, little memory.
 * Behind: the last 15 minutes of points, and the 20 minutes a warmed cargo takes to cool before them.
 */
const RECENT_BEHIND_MS = 40 * MINUTE_MS;
const RECENT_AHEAD_MS = 30 * MINUTE_MS;
/**
 * The drives' legs are kept only from where the latest point is looked for: the window is made
 * again before `RECHECK_MS` has passed, and nothing reads a point further back. By day the legs
 * are most of the window's memory: from 40 minutes back, the windows of 20,000 vehicles took
 * 35 MB of heap by day against 15 at 06:00, and the resident size at start-up grew with the hour.
 */
const RECENT_POINTS_BEHIND_MS = RECENT_LOOKBACK_MS;

interface Entry {
  json: string | null;
  validUntil: number;
  /** The segments around now of today's plan: what the next refreshes need. */
  recent: DayPlan | null;
}

export interface Snapshot {
  at: number;
  /** Indexed by vehicle index; null for a vehicle that never reported a position. */
  json: (string | null)[];
}

/** Answer text kept per refresh: the same poll from the same key within 10 s is written once. */
const BODY_CHARS_KEPT = 24_000_000;

export class PositionSnapshots {
  private readonly entries: Entry[];
  private readonly snapshot: Snapshot;
  private readonly bodies = new Map<string, string>();
  private bodyChars = 0;

  constructor(
    private readonly plans: PlanCache,
    private readonly vehicles: readonly SimVehicle[],
  ) {
    this.entries = vehicles.map(() => ({ json: null, validUntil: -Infinity, recent: null }));
    this.snapshot = { at: -Infinity, json: vehicles.map(() => null) };
  }

  at(now: number): Snapshot {
    const tick = Math.floor(now / REFRESH_MS) * REFRESH_MS;
    if (this.snapshot.at === tick) return this.snapshot;
    this.vehicles.forEach((vehicle, i) => {
      const entry = this.entries[i]!;
      if (entry.validUntil > tick) return;
      this.refresh(vehicle, entry, tick);
      this.snapshot.json[i] = entry.json;
    });
    this.snapshot.at = tick;
    this.bodies.clear();
    this.bodyChars = 0;
    return this.snapshot;
  }

  /** The answer body for `key` at the current refresh, built at most once per refresh. */
  body(now: number, key: string, build: (snapshot: Snapshot) => string): string {
    const snapshot = this.at(now);
    let body = this.bodies.get(key);
    if (body === undefined) {
      body = build(snapshot);
      if (this.bodyChars + body.length <= BODY_CHARS_KEPT) {
        this.bodies.set(key, body);
        this.bodyChars += body.length;
      }
    }
    return body;
  }

  private refresh(vehicle: SimVehicle, entry: Entry, tick: number): void {
    if (!vehicle.hasPosition) {
      entry.validUntil = Infinity;
      return;
    }
    const day = dayIndexOf(tick);
    const { recent } = entry;
    if (!recent || recent.day !== day || recent.end < Math.min(tick + RECHECK_MS, dayStart(day + 1))) {
      const plan = this.plans.transient(vehicle, day);
      entry.recent = trimPlan(plan, tick - RECENT_BEHIND_MS, tick + RECENT_AHEAD_MS, tick - RECENT_POINTS_BEHIND_MS);
    }
    const today = entry.recent!;
    const latest = latestPoint(this.plans, vehicle, tick, today);
    entry.json = latest && flat(JSON.stringify(positionFrom(latest, today, tick)));
    entry.validUntil = this.nextChange(vehicle, today, tick);
  }

  /** The first instant after `tick` at which this vehicle's answer can differ. */
  private nextChange(vehicle: SimVehicle, today: DayPlan, tick: number): number {
    // An offline device says nothing new until it is back.
    const offline = within(today.net.outages, tick);
    if (offline) return Math.min(offline.t1, today.end);
    let next = Math.min(tick + RECHECK_MS, today.end);
    const point = firstPointAfter(today, tick, next);
    if (point !== null) next = Math.min(next, point);
    const phase = contactPhase(vehicle);
    next = Math.min(next, Math.floor((tick - phase) / CONTACT_MS + 1) * CONTACT_MS + phase);
    for (const { t0, t1 } of [...today.net.outages, ...today.net.gpsFaults]) {
      if (t0 > tick) next = Math.min(next, t0);
      if (t1 > tick) next = Math.min(next, t1);
    }
    return next;
  }
}

/**
 * The same text as one flat string. `JSON.stringify` returns a rope of the pieces it wrote, a
 * dozen heap objects per vehicle that every full collection of the main thread walks again (a
 * quarter of its objects with 20,000 vehicles, and one such collection lands in most cold events queries).
 */
function flat(text: string): string {
  return Buffer.from(text).toString();
}
