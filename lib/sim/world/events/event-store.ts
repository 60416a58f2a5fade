import { LRUCache } from 'lru-cache';
import type { SimVehicle } from '../roster';
import { EventBytes } from './event-bytes';

/**
 * Slabs of 1 MiB: a kept day is about 7 KB (a few dozen kB at most), so little of a slab is
 * left unused at its end, and a week of 500 vehicles fills about thirty.
 */
const SLAB_BYTES = 1 << 20;

/**
 * One block of kept vehicle-days' bytes, filled in order and reused whole once none of its days
 * is kept any longer nor held by a reader.
 */
export class Slab {
  readonly buffer: ArrayBuffer;
  used = 0;
  /** Its days still kept, and the holds of readers. */
  private holds = 0;

  constructor(
    bytes: number,
    private readonly emptied: (slab: Slab) => void,
  ) {
    this.buffer = new ArrayBuffer(bytes);
  }

  /** Room for `bytes` at a multiple of 8 (a day starts with its doubles), or -1. */
  take(bytes: number): number {
    if (this.used + bytes > this.buffer.byteLength) return -1;
    const at = this.used;
    this.used = Math.ceil((at + bytes) / 8) * 8;
    return at;
  }

  hold(): void {
    this.holds++;
  }

  release(): void {
    if (--this.holds === 0) this.emptied(this);
  }
}

/**
 * The vehicle-days of events kept, up to `maxDays`, most recently used first, their bytes in
 * slabs that are reused rather than freed. A day's own buffer, made on whichever thread computed
 * it, would be freed only when the garbage collector found it unreachable (a query's worth of
 * evicted days at once, often after the next query's were made), and into the allocator arena
 * of the thread that made it, where it stayed resident: by day that was 60 MB over the 30 the
 * kept days need.
 */
export class EventStore {
  private readonly days: LRUCache<number, EventBytes>;
  private readonly spare: Slab[] = [];
  private current: Slab | null = null;
  private made = 0;

  constructor(
    maxDays: number,
    private readonly slabBytes = SLAB_BYTES,
  ) {
    this.days = new LRUCache({ max: maxDays, dispose: (day) => day.release() });
  }

  /** Slabs made so far: each stays in use or ready for reuse. */
  get slabs(): number {
    return this.made;
  }

  get(key: number): EventBytes | undefined {
    return this.days.get(key);
  }

  /** Keeps a day from its packed bytes (`packDay`), copied into a slab; the one kept is returned. */
  put(key: number, vehicle: SimVehicle, bytes: Uint8Array, count: number): EventBytes {
    const slab = bytes.byteLength <= this.slabBytes ? this.slabWithRoom(bytes.byteLength) : null;
    const at = slab ? slab.take(bytes.byteLength) : 0;
    const buffer = slab ? slab.buffer : new ArrayBuffer(bytes.byteLength);
    new Uint8Array(buffer, at, bytes.byteLength).set(bytes);
    const day = new EventBytes(vehicle, buffer, count, at, slab);
    day.hold();
    this.days.set(key, day);
    return day;
  }

  private slabWithRoom(bytes: number): Slab {
    if (this.current && this.current.used + bytes <= this.slabBytes) return this.current;
    const full = this.current;
    // Held while current, so that it is not made spare while still being filled.
    this.current = this.spare.pop() ?? this.newSlab();
    this.current.hold();
    full?.release();
    return this.current;
  }

  private newSlab(): Slab {
    this.made++;
    return new Slab(this.slabBytes, (slab) => {
      slab.used = 0;
      this.spare.push(slab);
    });
  }
}
