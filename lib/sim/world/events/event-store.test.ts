import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test-support/sim-fixture';
import { buildRoster } from '../roster';
import { packedBytes } from './event-bytes';
import { EventStore } from './event-store';

const vehicle = buildRoster(testConfig()).vehicles[0]!;

/** A packed day of one event at `t` whose text is `text` (ASCII). */
function packed(t: number, text: string): Uint8Array {
  const bytes = new Uint8Array(packedBytes(1, text.length));
  new DataView(bytes.buffer).setFloat64(0, t, true);
  new DataView(bytes.buffer).setUint32(8, text.length, true);
  bytes.set(Buffer.from(text), 13);
  return bytes;
}

const textOf = (day: { text: Uint8Array }) => Buffer.from(day.text).toString();

describe('the kept vehicle-days of events', () => {
  it('reuses the slabs of evicted days instead of making new ones', () => {
    // Two 24-byte days per 48-byte slab, four days kept: three slabs at most (one being filled).
    const store = new EventStore(4, 48);
    for (let key = 0; key < 100; key++) store.put(key, vehicle, packed(key, `e${key % 10}`), 1);
    expect(store.slabs).toBe(3);
    for (let key = 96; key < 100; key++) {
      expect(store.get(key)!.t[0]).toBe(key);
      expect(textOf(store.get(key)!)).toBe(`e${key % 10}`);
    }
    expect(store.get(95)).toBeUndefined();
  });

  it('leaves a held day as it was until it is released, then reuses its slab', () => {
    const store = new EventStore(4, 48);
    const held = store.put(0, vehicle, packed(1_000, 'old'), 1);
    held.hold();
    for (let key = 1; key < 100; key++) store.put(key, vehicle, packed(key, 'new'), 1);
    expect(store.get(0)).toBeUndefined();
    expect(held.t[0]).toBe(1_000);
    expect(textOf(held)).toBe('old');
    const slabs = store.slabs;
    held.release();
    for (let key = 100; key < 200; key++) store.put(key, vehicle, packed(key, 'new'), 1);
    expect(store.slabs).toBe(slabs);
  });

  it('keeps a day larger than a slab in a buffer of its own', () => {
    const store = new EventStore(4, 48);
    const day = store.put(0, vehicle, packed(5, 'x'.repeat(100)), 1);
    expect(textOf(day)).toBe('x'.repeat(100));
    expect(store.slabs).toBe(0);
  });
});
