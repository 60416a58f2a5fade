import { describe, expect, it } from 'vitest';
import { MAX_GLIDING, pickGlides } from './glide-selection';
import type { VehiclePoint } from './vehicle-features';
import { CLUSTER_UNTIL_ZOOM } from './vehicle-layer-specs';

const p = (id: string, lon: number, lat: number): VehiclePoint => ({ id, lon, lat, estado: 'en_movimiento', rumbo: 0, etiqueta: id });
/** A view over Buenos Aires. */
const view = { contains: ([lon, lat]: [number, number]) => lon > -59 && lon < -58 && lat > -35 && lat < -34 };
const near = (id: string): [VehiclePoint, VehiclePoint] => [p(id, -58.5, -34.5), p(id, -58.49, -34.5)];

describe('pickGlides', () => {
  it('glides plausible moves in view when single vehicles are drawn', () => {
    expect(pickGlides([near('veh_1')], CLUSTER_UNTIL_ZOOM, view)).toHaveLength(1);
  });

  it('lets everything jump while clusters are shown', () => {
    expect(pickGlides([near('veh_1')], CLUSTER_UNTIL_ZOOM - 0.5, view)).toEqual([]);
  });

  it('does not glide vehicles out of view or across a GPS gap', () => {
    const away: [VehiclePoint, VehiclePoint] = [p('veh_2', -65, -30), p('veh_2', -65.01, -30)];
    const gap: [VehiclePoint, VehiclePoint] = [p('veh_3', -58.5, -34.5), p('veh_3', -58.5, -34.9)];
    expect(pickGlides([away, gap], 12, view)).toEqual([]);
  });

  it('glides nothing past the cap, so one update stays cheap', () => {
    const many = Array.from({ length: MAX_GLIDING + 1 }, (_, i) => near(`veh_${i}`));
    expect(pickGlides(many, 12, view)).toEqual([]);
    expect(pickGlides(many.slice(1), 12, view)).toHaveLength(MAX_GLIDING);
  });
});
