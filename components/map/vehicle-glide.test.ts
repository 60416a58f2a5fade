import { describe, expect, it } from 'vitest';
import { easeInOut, glideFrame } from './vehicle-glide';
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
