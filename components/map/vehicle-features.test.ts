import { describe, expect, it } from 'vitest';
import { diffPoints, isEmptyDiff, toFeature, type VehiclePoint } from './vehicle-features';

const point = (id: string, over: Partial<VehiclePoint> = {}): VehiclePoint => ({
  id,
  lon: -58.4,
  lat: -34.6,
  estado: 'apagado',
  rumbo: 90,
  etiqueta: id.toUpperCase(),
  ...over,
});
const mapOf = (...points: VehiclePoint[]) => ({ points: new Map(points.map((p) => [p.id, p])), without: null });

describe('diffPoints', () => {
  it('is empty when nothing changed', () => {
    const { diff, moved } = diffPoints(mapOf(point('veh_1')), mapOf(point('veh_1')));
    expect(isEmptyDiff(diff)).toBe(true);
    expect(moved).toEqual([]);
  });

  it('adds new vehicles and removes gone ones', () => {
    const { diff } = diffPoints(mapOf(point('veh_1')), mapOf(point('veh_2')));
    expect(diff.add?.map((f) => f.properties?.id)).toEqual(['veh_2']);
    expect(diff.remove).toEqual(['veh_1']);
    expect(diff.update).toBeUndefined();
  });

  it('sends only the new geometry of a vehicle that moved', () => {
    const before = point('veh_1');
    const after = point('veh_1', { lon: -58.5 });
    const { diff, moved } = diffPoints(mapOf(before), mapOf(after));
    expect(diff.update).toEqual([{ id: 'veh_1', newGeometry: { type: 'Point', coordinates: [-58.5, -34.6] } }]);
    expect(moved).toEqual([[before, after]]);
  });

  it('sends only properties when the status changed in place', () => {
    const { diff, moved } = diffPoints(mapOf(point('veh_1')), mapOf(point('veh_1', { estado: 'en_movimiento' })));
    expect(diff.update?.[0]?.newGeometry).toBeUndefined();
    expect(diff.update?.[0]?.addOrUpdateProperties).toContainEqual({ key: 'estado', value: 'en_movimiento' });
    expect(moved).toEqual([]);
  });

  it('removes the heading when it becomes unknown', () => {
    const { diff } = diffPoints(mapOf(point('veh_1')), mapOf(point('veh_1', { rumbo: null })));
    expect(diff.update?.[0]?.removeProperties).toEqual(['rumbo']);
  });

  it('keeps the vehicle a source leaves out out of it, and puts it back once it is no longer left out', () => {
    const held = mapOf(point('veh_1'), point('veh_2'));
    const selecting = diffPoints(held, { ...held, without: 'veh_1' }).diff;
    expect(selecting).toEqual({ remove: ['veh_1'] });
    const moved = { points: mapOf(point('veh_1', { lon: -58.5 }), point('veh_2')).points, without: 'veh_1' };
    expect(isEmptyDiff(diffPoints({ ...held, without: 'veh_1' }, moved).diff)).toBe(true);
    expect(diffPoints(moved, { ...moved, without: null }).diff.add?.map((f) => (f.geometry as GeoJSON.Point).coordinates)).toEqual([[-58.5, -34.6]]);
  });
});

describe('diffPoints for the clusters (status only)', () => {
  it('ignores a new heading or label, and sends only the status when it changed', () => {
    const before = mapOf(point('veh_1'));
    expect(isEmptyDiff(diffPoints(before, mapOf(point('veh_1', { rumbo: 10, etiqueta: 'X' })), 'status').diff)).toBe(true);
    const { diff } = diffPoints(before, mapOf(point('veh_1', { estado: 'en_movimiento', rumbo: 10 })), 'status');
    expect(diff.update).toEqual([{ id: 'veh_1', addOrUpdateProperties: [{ key: 'estado', value: 'en_movimiento' }] }]);
    expect(toFeature(point('veh_1'), 'status').properties).toEqual({ id: 'veh_1', estado: 'apagado' });
  });
});

describe('toFeature', () => {
  it('leaves out an unknown heading so no arrow is drawn', () => {
    expect(toFeature(point('veh_1', { rumbo: null })).properties).not.toHaveProperty('rumbo');
    expect(toFeature(point('veh_1', { rumbo: 0 })).properties.rumbo).toBe(0);
  });
});
