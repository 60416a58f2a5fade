import { describe, expect, it } from 'vitest';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { packPositions, unpackPosition } from './position-reuse';
import { posicionFixture } from './posicion-fixture';

const posicion = posicionFixture;

const roundTrip = (items: Posicion[], held: Posicion[] | null) => {
  const { packed, stamps } = packPositions(items, held);
  return { packed, out: packed.map((item, i) => unpackPosition(item, i, stamps, held ?? [])) };
};

describe('packPositions / unpackPosition', () => {
  const held = [posicion('veh_1'), posicion('veh_2'), posicion('veh_3')];
  const later = { actualizado: '2026-11-22T10:00:10-03:00' };

  it('gives back exactly the new positions, whatever changed', () => {
    const next = [posicion('veh_1', later), posicion('veh_2', { ...later, latitud: -34.7 }), posicion('veh_4', later)];
    expect(roundTrip(next, held).out).toEqual(next);
  });

  it('sends a vehicle whose only change is `actualizado` as a number, and the page keeps its strings', () => {
    const next = [posicion('veh_1', later), posicion('veh_2', { ...later, ultima_comunicacion: later.actualizado }), posicion('veh_3', later)];
    const { packed, out } = roundTrip(next, held);
    expect(packed.map((p) => typeof p)).toEqual(['number', 'object', 'number']);
    expect(out[0]).not.toBe(held[0]);
    expect(out[0]!.fecha).toBe(held[0]!.fecha);
    expect(out[0]!.actualizado).toBe(later.actualizado);
  });

  it('keeps the very same object for a vehicle that did not change at all', () => {
    expect(roundTrip([posicion('veh_1')], held).out[0]).toBe(held[0]);
  });

  it('sends every position whole when the page holds none, or another vehicle at that index', () => {
    expect(roundTrip([posicion('veh_1')], null).packed[0]).toEqual(posicion('veh_1'));
    expect(typeof roundTrip([posicion('veh_3'), posicion('veh_1')], held).packed[0]).toBe('object');
  });
});
