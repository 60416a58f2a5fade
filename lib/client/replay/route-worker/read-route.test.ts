import { describe, expect, it } from 'vitest';
import { FlotaApiError } from '../../api-error';
import { fixtureRecorrido } from '../track-fixture';
import { trackBuffers } from './route-worker-protocol';
import { readRoute } from './read-route';

describe('readRoute', () => {
  it('turns a valid answer into columns with the number of parts', () => {
    const recorrido = fixtureRecorrido([{ s: 0, v: 10 }, { s: 30, v: null, o: 'wifi' }]);
    const { track, partes } = readRoute({ datos: recorrido, partes: 2 }, 200);
    expect(partes).toBe(2);
    expect(track.length).toBe(2);
    expect(Array.from(track.speed)).toEqual([10, Number.NaN]);
    expect(trackBuffers(track)).toHaveLength(7);
  });

  it('rejects an answer that does not match the schema', () => {
    const bad = { datos: { ...fixtureRecorrido([{ s: 0 }]), puntos: [{ fecha: 'ayer' }] }, partes: 1 };
    expect(() => readRoute(bad, 200)).toThrow(FlotaApiError);
    expect(() => readRoute(null, 200)).toThrow('formato inesperado');
  });
});
