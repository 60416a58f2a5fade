import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache';
import { ManualClock } from '@/lib/testing/manual-clock';

const MINUTE = 60_000;

function setup(startAt: number) {
  const clock = new ManualClock(startAt);
  const cache = new MemoryCache(clock);
  let loads = 0;
  const read = (aligned: boolean) =>
    cache.read('estado', async () => ++loads, { ttlMs: MINUTE, aligned }).then((cached) => cached.value);
  return { clock, read, loads: () => loads };
}

describe('MemoryCache time to live', () => {
  it('aligned: one load per wall-clock slot, whenever and however often it is read', async () => {
    const { clock, read, loads } = setup(100 * MINUTE + 50_000);
    expect(await read(true)).toBe(1);
    clock.time += 10_000; // the slot's last instant
    expect(await read(true)).toBe(1);
    clock.time += 1; // into the next slot
    expect(await read(true)).toBe(2);
    for (let i = 0; i < 59; i++) {
      clock.time += 1_000;
      await read(true);
    }
    expect(loads()).toBe(2);
  });

  it('aligned: a viewer every 30 s and many viewers all the time load the same number of times', async () => {
    const few = setup(100 * MINUTE + 7_001);
    const many = setup(100 * MINUTE + 7_001);
    for (let ms = 0; ms < 10 * MINUTE - 8_000; ms += 1_000) {
      if (ms % 30_000 === 0) await few.read(true);
      await Promise.all(Array.from({ length: 5 }, () => many.read(true)));
      few.clock.time += 1_000;
      many.clock.time += 1_000;
    }
    expect(few.loads()).toBe(10);
    expect(many.loads()).toBe(10);
  });

  it('aligned: a value obtained earlier in the slot (by another instance) keeps its age, and is fresh only to the slot\'s end', async () => {
    const clock = new ManualClock(100 * MINUTE + 50_000);
    const cache = new MemoryCache(clock);
    const earlier = 100 * MINUTE + 5_000;
    const read = () => cache.read('estado', async () => ({ at: clock.now() }), { ttlMs: MINUTE, aligned: true, obtainedAt: () => earlier });
    const first = await read();
    expect(first.obtainedAt).toBe(earlier);
    clock.time += 10_000; // the slot's last instant
    expect((await read()).value).toBe(first.value);
    clock.time += 1; // into the next slot
    expect((await read()).value).not.toBe(first.value);
  });

  it('not aligned: fresh for the time to live after the load', async () => {
    const { clock, read } = setup(100 * MINUTE + 50_000);
    expect(await read(false)).toBe(1);
    clock.time += MINUTE;
    expect(await read(false)).toBe(1);
    clock.time += 1;
    expect(await read(false)).toBe(2);
  });
});
