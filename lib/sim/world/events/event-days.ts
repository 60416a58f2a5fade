import type { SimVehicle } from '../roster';
import type { EventBytes } from './event-bytes';
import { EventSelection } from './event-selection';

/**
 * The vehicle-days an events query reads, filled in as the threads compute them and read one
 * Argentina day at a time. A vehicle-day's events lie within its day, so every event of a day
 * comes before the next day's: a day can be listed, in the API's order, as soon as all its
 * vehicles are in, while later days are still being computed. Slots go day by day
 * (`(day - firstDay) × vehicles + vehicle`), the order in which they are computed.
 */
export class EventDays {
  private readonly slots: (EventBytes | undefined)[];
  private readonly missingPerDay: number[];
  private readonly waiting = new Map<number, () => void>();
  private failure: unknown = null;
  private released = false;

  constructor(
    readonly vehicles: readonly SimVehicle[],
    readonly firstDay: number,
    readonly lastDay: number,
  ) {
    const days = Math.max(0, lastDay - firstDay + 1);
    this.slots = new Array<EventBytes | undefined>(days * vehicles.length);
    this.missingPerDay = new Array<number>(days).fill(vehicles.length);
  }

  get size(): number {
    return this.slots.length;
  }

  vehicleOf(slot: number): SimVehicle {
    return this.vehicles[slot % this.vehicles.length]!;
  }

  dayOf(slot: number): number {
    return this.firstDay + Math.floor(slot / this.vehicles.length);
  }

  /** Holds the day until `release`: its bytes stay as they are while the answer is written. */
  fill(slot: number, events: EventBytes): void {
    if (this.slots[slot] || this.released) return;
    events.hold();
    this.slots[slot] = events;
    const k = Math.floor(slot / this.vehicles.length);
    if (--this.missingPerDay[k]! === 0) this.wake(k);
  }

  /** Lets go of every day: called once the answer is written, or given up. */
  release(): void {
    if (this.released) return;
    this.released = true;
    for (const events of this.slots) events?.release();
  }

  /** What stopped the computing: the next read throws it. */
  fail(error: unknown): void {
    this.failure ??= error;
    for (const k of [...this.waiting.keys()]) this.wake(k);
  }

  /** A day's events in the range and of the types asked for (null: every type), in the API's order once listed. */
  async day(day: number, desde: number, until: number, tipos: ReadonlySet<string> | null): Promise<EventSelection> {
    const k = day - this.firstDay;
    if (this.missingPerDay[k]! > 0 && this.failure === null) {
      await new Promise<void>((resolve) => this.waiting.set(k, resolve));
    }
    if (this.failure !== null) throw this.failure;
    const found = new EventSelection();
    const n = this.vehicles.length;
    for (let slot = k * n; slot < (k + 1) * n; slot++) found.addDay(this.slots[slot]!, desde, until, tipos);
    return found;
  }

  private wake(k: number): void {
    this.waiting.get(k)?.();
    this.waiting.delete(k);
  }
}
