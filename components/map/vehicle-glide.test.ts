import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOut, glideFrame, VehicleGlide, type GlideFrame } from './vehicle-glide';
import type { VehiclePoint } from './vehicle-features';

const at = (lon: number, lat: number): VehiclePoint => ({ id: 'veh_1', lon, lat, estado: 'en_movimiento', rumbo: 0, etiqueta: 'A' });

describe('glideFrame', () => {
  const track: [VehiclePoint, VehiclePoint] = [at(-58, -34), at(-57, -33)];

  it('starts at the old position and ends exactly on the new one', () => {
    expect(glideFrame([track], 0)).toEqual([{ id: 'veh_1', lon: -58, lat: -34 }]);
    expect(glideFrame([track], 1)).toEqual([{ id: 'veh_1', lon: -57, lat: -33 }]);
  });

  it('is half way at the middle and clamps outside 0..1', () => {
    expect(glideFrame([track], 0.5)[0]).toEqual({ id: 'veh_1', lon: -57.5, lat: -33.5 });
    expect(glideFrame([track], 3)[0]).toEqual({ id: 'veh_1', lon: -57, lat: -33 });
  });
});

describe('easeInOut', () => {
  it('is monotonic from 0 to 1', () => {
    let last = 0;
    for (let k = 0; k <= 1; k += 0.05) {
      const e = easeInOut(k);
      expect(e).toBeGreaterThanOrEqual(last);
      last = e;
    }
    expect(easeInOut(1)).toBe(1);
  });
});

describe('VehicleGlide', () => {
  const track: [VehiclePoint, VehiclePoint] = [at(-58, -34), at(-57, -33)];

  // Node has no animation frames: a 16 ms timer stands in, on fake time.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(performance.now()), 16));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('writes frames between the positions and lands exactly on the target', () => {
    const frames: GlideFrame[] = [];
    const glide = new VehicleGlide((f) => frames.push(f), 1_000);
    glide.start([track]);
    vi.advanceTimersByTime(500);
    const middle = frames.at(-1)![0]!;
    expect(middle.lon).toBeGreaterThan(-58);
    expect(middle.lon).toBeLessThan(-57);
    vi.advanceTimersByTime(600);
    expect(frames.at(-1)).toEqual([{ id: 'veh_1', lon: -57, lat: -33 }]);
    const written = frames.length;
    vi.advanceTimersByTime(1_000);
    expect(frames).toHaveLength(written);
  });

  it('lands a running glide at once when a new snapshot starts another', () => {
    const frames: GlideFrame[] = [];
    const glide = new VehicleGlide((f) => frames.push(f), 1_000);
    glide.start([track]);
    vi.advanceTimersByTime(100);
    glide.finish();
    expect(frames.at(-1)).toEqual([{ id: 'veh_1', lon: -57, lat: -33 }]);
    expect(glide.targetOf('veh_1')).toBeUndefined();
  });

  it('writes nothing once cancelled', () => {
    const frames: GlideFrame[] = [];
    const glide = new VehicleGlide((f) => frames.push(f), 1_000);
    glide.start([track]);
    glide.cancel();
    vi.advanceTimersByTime(2_000);
    expect(frames).toEqual([]);
  });
});
