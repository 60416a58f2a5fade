import { describe, expect, it } from 'vitest';
import type { VehicleRow } from '@/lib/client/fleet-rows';
import type { Posicion } from '@/lib/fleet/schemas/posicion';
import { runNow } from '@/lib/client/sliced-work';
import { pointsBuilder, toPoints } from './vehicle-points';

const row = (id: string, over: Partial<Posicion> = {}, status: VehicleRow['status'] = 'apagado'): VehicleRow => ({
  id,
  patente: id.toUpperCase(),
  nombre: null,
  conductor: null,
  cliente: null,
  equipo: null,
  posicion: { vehiculo: id, patente: id.toUpperCase(), latitud: -34.6, longitud: -58.4, rumbo: 90, ...over } as Posicion,
  status,
  haystack: id,
});

describe('toPoints', () => {
  it('draws located rows only, titled by plate', () => {
    const points = toPoints([row('veh_1'), { ...row('veh_2'), posicion: null, status: null }]);
    expect([...points.values()]).toEqual([{ id: 'veh_1', lon: -58.4, lat: -34.6, estado: 'apagado', rumbo: 90, etiqueta: 'VEH_1' }]);
  });

  it('hands back the same point for a vehicle that did not change, and a new one for one that did', () => {
    const build = pointsBuilder();
    const first = build.now([row('veh_1'), row('veh_2')]);
    const second = runNow(build.steps([row('veh_1'), row('veh_2', { longitud: -58.5 })]));
    expect(second.get('veh_1')).toBe(first.get('veh_1'));
    expect(second.get('veh_2')).not.toBe(first.get('veh_2'));
    expect(second.get('veh_2')?.lon).toBe(-58.5);
    const third = build.now([row('veh_1', {}, 'en_movimiento'), row('veh_2', { longitud: -58.5 })]);
    expect(third.get('veh_1')?.estado).toBe('en_movimiento');
    expect(third.get('veh_2')).toBe(second.get('veh_2'));
  });
});
